/**
 * What a pet photo of the check set is, from its manifest row (label, species, notes), for the pets
 * table of `npm run eval:report`: a diseased pet must never be called healthy, and no other pet
 * photo may be called urgent (docs/product-rules.md#scan-statuses-and-urgency).
 */
export type TPetPhotoClass =
  /** The label names gum inflammation, tartar or a mouth before its dental cleaning. */
  | 'diseased'
  /** A pet's mouth whose label names no disease: unlabelled, healthy, after a cleaning. */
  | 'not_diseased'
  /** No gums to judge: a closed mouth or a partial view (the notes start "Negative" or "Partial"). */
  | 'negative';

const DISEASE_LABEL = /gingivitis|calculus|tartar|before[-_ ]?cleaning/i;
const NO_GUMS_NOTE = /^\s*(negative|partial)\b/i;

/** Null for a photo that is not of a dog or a cat (the human proxy photos). */
export function classifyPetPhoto(entry: {
  label: string;
  species: string;
  notes: string;
}): TPetPhotoClass | null {
  if (entry.species !== 'dog' && entry.species !== 'cat') return null;
  // A disease in the label wins over the notes: a partial view of a diseased mouth is still diseased.
  if (DISEASE_LABEL.test(entry.label)) return 'diseased';
  return NO_GUMS_NOTE.test(entry.notes) ? 'negative' : 'not_diseased';
}

/** A diseased pet called healthy: the reassurance an owner must never get wrongly. */
export const isFalseReassurance = (kind: TPetPhotoClass, status: string) =>
  kind === 'diseased' && status === 'healthy';

/** A pet photo not labelled diseased (a negative included) called urgent. */
export const isFalseAlarm = (kind: TPetPhotoClass, severity: string) =>
  kind !== 'diseased' && severity === 'urgent';
