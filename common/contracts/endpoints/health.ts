import { defineEndpoint } from '../endpoint.ts';
import { ZHealth } from '../health.ts';

/** The probes of a load balancer or orchestrator. */
export const healthEndpoints = {
  /** Liveness: the process answers. */
  live: defineEndpoint({ method: 'GET', path: '/healthz', access: 'public', responses: { 200: ZHealth } }),
  /** Readiness: the database answers too, and no shutdown has begun. */
  ready: defineEndpoint({ method: 'GET', path: '/readyz', access: 'public', responses: { 200: ZHealth } }),
};
