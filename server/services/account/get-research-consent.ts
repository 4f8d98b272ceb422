import type { TResearchConsent } from '#common/contracts/clinic-grading.ts';
import type { UserRow } from '#server/db/schema.ts';

/** Off until the member turns it on (docs/product-rules.md#vet-grading-and-consent). */
export function getResearchConsent(options: { user: UserRow }): TResearchConsent {
  return { isGranted: Number(options.user.photo_research_consent) === 1 };
}
