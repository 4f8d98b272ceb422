import type { TResearchConsent } from '#common/contracts/clinic-grading.ts';
import type { Db } from '#server/db/client.ts';
import { updateUser } from '#server/db/repositories/users.ts';
import type { UserRow } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/time.ts';

/**
 * The member's own "Let partner vets use my pets' photos to improve PawSmile's analysis"
 * (docs/product-rules.md#vet-grading-and-consent). Grading lists and exports read it at query time,
 * so turning it off hides their photos from grading and leaves them out of every later export at once.
 */
export async function setResearchConsent(options: {
  db: Db;
  user: UserRow;
  isGranted: boolean;
}): Promise<TResearchConsent> {
  await updateUser(options.db, options.user.id, {
    photo_research_consent: options.isGranted ? 1 : 0,
    updated_at: nowIso(),
  });
  return { isGranted: options.isGranted };
}
