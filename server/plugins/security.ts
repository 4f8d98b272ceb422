import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, and refusal of state-changing requests that come from another origin (CSRF). */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // Radix and Tailwind set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure ? undefined : false,
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, config)) {
      throw new AppError('CROSS_ORIGIN_REFUSED', 'Cross-origin requests are not allowed.');
    }
  });
}

/**
 * A browser always sends Origin on cross-origin POSTs and Sec-Fetch-Site on
 * modern engines; either proves where the request came from. Requests with
 * neither are not from a browser page, so they cannot ride a victim's cookies.
 */
function isSameOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === 'null') return false;
    const allowed = new Set([`${request.protocol}://${request.host}`]);
    if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);
    return allowed.has(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
