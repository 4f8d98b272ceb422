import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createDb } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { registerErrorHandler } from './errors.ts';
import { newId } from './lib/ids.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';
import { createLoginThrottle } from './services/auth/login-throttle.ts';

/** JSON bodies are small forms; uploads have their own limit in the multipart parser. */
const JSON_BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  /** Replace parts of the dependency set (tests use this for fakes and fast throttles). */
  overrides?: Partial<AppDeps>;
  /** Serve the built web app from dist/web when present (off in API tests). */
  serveWeb?: boolean;
}

/** Builds the whole app without listening, so tests can drive it through inject(). */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => newId(),
    requestIdHeader: false,
  });

  const db = options.overrides?.db ?? createDb(config.database);
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const deps: AppDeps = { config, db, loginThrottle: createLoginThrottle(), ...options.overrides };
  app.addHook('onClose', async () => db.destroy());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  registerAuthContext(app, deps);

  await healthRoutes(app, deps);
  await authRoutes(app, deps);

  if (options.serveWeb !== false) await registerStaticWeb(app);
  return app;
}
