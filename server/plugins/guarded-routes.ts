import type { FastifyRequest } from 'fastify';
import type { EndpointAccess } from '#common/contracts/endpoint.ts';
import type { TypedApp } from './typed-routes.ts';

/** Throws the caller's AppError (401, 403…) when they may not use the routes it guards. */
export type RouteGuard = (request: FastifyRequest) => Promise<void>;

/**
 * Who may call a route, as the API description tells clients (server/plugins/openapi/): the
 * label of the guarded group it was registered in, or 'public' outside every group.
 */
export type RouteAccess = EndpointAccess;

/**
 * A group of routes guarded once, as fastify/demo's autohooks do: the guard is a
 * preValidation hook on an encapsulated scope, so it runs for every route the
 * group registers (permission before input: a caller who may not use a route
 * hears so before their input is looked at) and for none outside it. A route
 * added to a group cannot forget its guard. Services still check the exact ids
 * they touch. Each route records the group's access label; a nested group's
 * label replaces its parent's.
 */
export async function guardedRoutes(
  app: TypedApp,
  access: RouteAccess,
  guard: RouteGuard,
  registerRoutes: (group: TypedApp) => Promise<void>,
): Promise<void> {
  await app.register(async (group) => {
    group.addHook('preValidation', guard);
    group.addHook('onRoute', (route) => {
      route.config = { ...route.config, access };
    });
    await registerRoutes(group);
  });
}
