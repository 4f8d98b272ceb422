import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/deps.ts';
import type { ScanRequester } from '#server/services/scans/reserve-scan.ts';
import { ensureGuestId } from './auth-context.ts';

/** A signed-in member scans as themselves; anyone else as the guest in the signed cookie (issued now if new). */
export const requesterOf = (request: FastifyRequest, reply: FastifyReply, deps: AppDeps): ScanRequester =>
  request.user
    ? { kind: 'user', user: request.user }
    : { kind: 'guest', guestId: ensureGuestId(request, reply, deps.config) };
