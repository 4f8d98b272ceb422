import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHARE_TARGET_PATH } from '#common/share-target.ts';
import type { Config } from '#server/config.ts';
import { AppError } from '#server/errors.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { computeSecurityHeaders } from './security-headers.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * POSTs that change nothing, so a cross-origin one can do no harm: the share target is posted by
 * the phone's share sheet, which need not send our Origin (server/routes/share-target.ts).
 */
const STATELESS_POSTS = new Set([SHARE_TARGET_PATH]);

/** Security headers, and refusal of state-changing requests that come from another origin (CSRF). */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // Stripe Elements loads Stripe.js, frames its card field and 3-D Secure pages, and calls Stripe's
  // API from the browser; none of that is allowed while the built-in test provider runs.
  const isStripe = config.payments.provider === 'stripe';
  const stripeScripts = isStripe ? ['https://js.stripe.com'] : [];
  const securityHeaders = computeSecurityHeaders({
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
        // 'wasm-unsafe-eval' lets the photo check's worker compile its own WebAssembly (tfjs's kernels,
        // docs/decisions/012-photo-check-in-the-browser.md); it allows no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripeScripts],
        connectSrc: ["'self'", ...(isStripe ? ['https://api.stripe.com'] : [])],
        frameSrc: isStripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure ? undefined : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  if (!config.publicUrl) {
    app.log.warn(
      { allowedHosts: config.allowedHosts },
      'PUBLIC_URL is not set: links use the request Host, answered only for ALLOWED_HOSTS; set PUBLIC_URL in production',
    );
    // Refuse other Host names up front, so no page or link is ever built from one.
    app.addHook('onRequest', async (request) => void publicBaseUrl(request, config));
  }

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.method === 'POST' && STATELESS_POSTS.has(request.routeOptions.url ?? '')) return;
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
    // Compared as parsed origins, so an explicit default port (http://x:80) still matches.
    const expected = new URL(publicBaseUrl(request, config)).origin;
    return URL.canParse(origin) && new URL(origin).origin === expected;
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
