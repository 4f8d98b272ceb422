import type { TClinicInviteState } from '#common/contracts/clinic-staff.ts';
import type { Db } from '#server/db/client.ts';
import { findAuthTokenByHash } from '#server/db/repositories/auth-tokens.ts';
import { findUserById } from '#server/db/repositories/users.ts';
import { sha256 } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { assertClinicStaff } from './assert-clinic-staff.ts';

/**
 * Whether accepting this invite would succeed now: the link is unused, unexpired and not replaced, and
 * its clinic is still open (acceptClinicInvite refuses the same cases). It reads and changes nothing else.
 */
export async function clinicInviteState(options: { db: Db; token: string }): Promise<TClinicInviteState> {
  const { db, token } = options;
  const row = await findAuthTokenByHash(db, sha256(token), 'clinic_invite');
  if (!row || row.used_at !== null || row.expires_at <= nowIso()) return { usable: false };
  const invited = await findUserById(db, row.user_id);
  try {
    await assertClinicStaff(db, invited ?? null);
    return { usable: true };
  } catch {
    return { usable: false };
  }
}
