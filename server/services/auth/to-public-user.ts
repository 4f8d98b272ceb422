import type { TUser } from '#common/contracts/auth.ts';
import type { UserRow } from '#server/db/schema.ts';

export function toPublicUser(row: UserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    subscriptionStatus: row.subscription_status,
    isTrial: row.is_trial === 1,
    partnerId: row.partner_id,
    createdAt: row.created_at,
  };
}
