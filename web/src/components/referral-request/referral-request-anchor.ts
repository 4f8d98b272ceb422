/** The vet referral form's element id, so an urgent result's 'refer me' button can bring it into view. */
export function referralRequestFormId(scanId: string): string {
  return `vet-referral-${scanId}`;
}
