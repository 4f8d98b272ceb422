import type { FastifyRequest } from 'fastify';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';

/**
 * Route hook for the admin API: anyone else gets 403 before the request's
 * input is even validated. The services check again for the ids they touch.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  assertAdmin(request.user);
}
