/** The waitlist form's element id, so an urgent result's 'refer me' button can bring it into view. */
export function waitlistFormId(scanId: string): string {
  return `vet-waitlist-${scanId}`;
}
