import type { FastifyRequest } from 'fastify';
import { CHAT_LOGIN_REQUIRED } from '#common/contracts/chat.ts';
import type { EndpointAccess, EndpointDeclaration } from '#common/contracts/endpoint.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { assertAdmin } from '#server/services/admin/assert-admin.ts';
import { requireChatMember } from '#server/services/chat/require-chat-member.ts';
import { assertClinicStaff, type ClinicStaff } from '#server/services/clinics/assert-clinic-staff.ts';
import { requirePlus } from '#server/services/pets/require-plus.ts';
import { requireUser } from './auth-context.ts';

/** Throws the caller's AppError (401, 403…) when they may not call the route. */
export type RouteGuard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's clinic, set by the `clinic` guard before the handler runs. */
    clinicStaff?: ClinicStaff;
  }
}

/**
 * The one place each access level of common/contracts/endpoint.ts becomes a check. Each runs as
 * the route's first preValidation hook: a caller who may not use a route hears so before their
 * input is looked at. Services still check the exact ids they touch.
 */
export function guardFor(endpoint: EndpointDeclaration, deps: Pick<AppDeps, 'db'>): RouteGuard | undefined {
  const guards: Record<EndpointAccess, RouteGuard | undefined> = {
    public: undefined,
    member: async (request) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', endpoint.signInMessage);
    },
    plus: async (request) => {
      requirePlus(requireUser(request), endpoint.plusFeature ?? 'This');
    },
    clinic: async (request) => {
      request.clinicStaff = await assertClinicStaff(deps.db, requireUser(request));
    },
    // SPEC's chat words: signed out, then not Plus.
    chat: async (request) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', CHAT_LOGIN_REQUIRED.message);
      requireChatMember(request.user);
    },
    admin: async (request) => {
      assertAdmin(request.user);
    },
  };
  return guards[endpoint.access];
}

/** The clinic a `clinic` route's caller works for, as its guard found it. */
export function requireClinicStaff(request: FastifyRequest): ClinicStaff {
  if (!request.clinicStaff) throw new AppError('FORBIDDEN', 'Clinic staff only.');
  return request.clinicStaff;
}
