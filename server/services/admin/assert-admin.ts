import type { UserRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

/**
 * Every admin service starts here. Anyone who is not an admin, signed in or
 * not, gets 403 (docs/product-rules.md#admin): the admin API does not tell a
 * guest to sign in, it refuses.
 */
export function assertAdmin(user: UserRow | null): asserts user is UserRow {
  if (user?.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only.');
}
