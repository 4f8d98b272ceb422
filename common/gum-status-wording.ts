import type { TScanStatus } from './contracts/scans.ts';

/**
 * What each gum status is called, everywhere it is said: the result card and every page built on it
 * (web/src/components/scan/scan-status.ts), the share link's preview title (server/routes/share-page.ts)
 * and the sentences comparing two scans (server/services/pets/describe-changes.ts). One table, so the
 * words cannot drift apart again (docs/product-rules.md#pets-and-plus, "Status words").
 */

/** The colour a status reads in: the status colour tokens of web/src/styles.css (green, amber, red, grey). */
export type TStatusTone = 'healthy' | 'inflamed' | 'urgent' | 'neutral';

export interface TGumStatusWording {
  /** On its own, as a heading: "Inflamed gums". */
  label: string;
  /** Inside a sentence, after "Both scans show": "inflamed gums". */
  inSentence: string;
  /** What to do, said with the label where there is room (a preview title), for a status urgent in itself. */
  urgency: string | null;
  tone: TStatusTone;
}

export const GUM_STATUS_WORDING = {
  healthy: { label: 'Healthy gums', inSentence: 'healthy gums', urgency: null, tone: 'healthy' },
  inflamed: { label: 'Inflamed gums', inSentence: 'inflamed gums', urgency: null, tone: 'inflamed' },
  tartar: { label: 'Tartar build-up', inSentence: 'tartar build-up', urgency: null, tone: 'inflamed' },
  pale: {
    // The analyser's one gum-colour alarm covers grey-blue and yellow gums too (server/analysis/grade.ts);
    // the card said only 'Pale gums' while the comparison said all three, so both say all three now.
    label: 'Pale, grey or yellow gums',
    inSentence: 'an urgent gum colour (pale, grey or yellow)',
    urgency: 'see a vet now',
    tone: 'urgent',
  },
  infection: {
    label: 'Possible infection',
    inSentence: 'signs of infection',
    urgency: 'see a vet now',
    tone: 'urgent',
  },
  unclear: {
    label: 'Photo unclear',
    inSentence: 'a photo too unclear to grade',
    urgency: null,
    tone: 'neutral',
  },
} as const satisfies Record<TScanStatus, TGumStatusWording>;

/** The label with what to do when the status is urgent in itself: "Possible infection: see a vet now". */
export function statusHeadline(status: TScanStatus): string {
  const wording: TGumStatusWording = GUM_STATUS_WORDING[status];
  return wording.urgency ? `${wording.label}: ${wording.urgency}` : wording.label;
}

/**
 * The finding an uncertain result carries (server/analysis/uncertainty-findings.ts): its status is
 * only the most likely finding, never a confident one (docs/product-rules.md#scan-statuses-and-urgency).
 */
export const UNCERTAIN_FINDING = 'cannot_rule_out';

export function isUncertainVerdict(findings: readonly { code: string }[] | undefined): boolean {
  return !!findings?.some((f) => f.code === UNCERTAIN_FINDING);
}

/** "Can't rule out inflamed gums": the heading of an uncertain result, in place of the label. */
export function statusLabelOf(scan: { status: TScanStatus; findings?: readonly { code: string }[] }): string {
  const wording: TGumStatusWording = GUM_STATUS_WORDING[scan.status];
  return isUncertainVerdict(scan.findings) ? `Can't rule out ${wording.inSentence}` : wording.label;
}
