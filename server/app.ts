import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAnalysisPool } from './adapters/analysis/analysis-pool.ts';
import { createMailTransport } from './adapters/mail/mail-transport.ts';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { createPhotoStorage } from './adapters/storage/create-photo-storage.ts';
import { createVisionClient } from './adapters/vision/vision-client.ts';
import type { Config } from './config.ts';
import { createDb } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { registerErrorHandler } from './errors.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { startMailDispatcher } from './jobs/mail-dispatcher.ts';
import { startReminderScheduler } from './jobs/reminder-scheduler.ts';
import { startSecondOpinionWorker } from './jobs/second-opinion-worker.ts';
import { newId } from './lib/ids.ts';
import { createAppMetrics } from './lib/metrics/app-metrics.ts';
import { measureAnalysisPool } from './lib/metrics/measure-analysis-pool.ts';
import { serializeRequestForLog } from './lib/redact-url.ts';
import { toServerTimeouts } from './lib/server-timeouts.ts';
import { createShutdownDrain } from './lib/shutdown-drain.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { registerMetricsHook, registerMetricsRoute } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi/register-openapi.ts';
import { registerPhotoUpload } from './plugins/photo-upload.ts';
import { createRedis, registerRateLimit } from './plugins/rate-limit.ts';
import { registerRefuseNul } from './plugins/refuse-nul.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerShutdown } from './plugins/shutdown.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerTypedRoutes } from './plugins/typed-routes.ts';
import { accountRoutes } from './routes/account.ts';
import { accountSettingsRoutes } from './routes/account-settings.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { authLinkRoutes } from './routes/auth-links.ts';
import { billingRoutes } from './routes/billing.ts';
import { billingWebhookRoutes } from './routes/billing-webhook.ts';
import { chatRoutes } from './routes/chat.ts';
import { clientConfigRoutes } from './routes/client-config.ts';
import { clinicGradingRoutes } from './routes/clinic-grading.ts';
import { clinicReferralRoutes } from './routes/clinic-referrals.ts';
import { clinicStaffRoutes } from './routes/clinic-staff.ts';
import { eventRoutes } from './routes/events.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { guestRoutes } from './routes/guest.ts';
import { healthRoutes } from './routes/health.ts';
import { meRoutes } from './routes/me.ts';
import { mediaRoutes } from './routes/media.ts';
import { petRoutes } from './routes/pets.ts';
import { referralRoutes } from './routes/referrals.ts';
import { reminderRoutes } from './routes/reminders.ts';
import { researchConsentRoutes } from './routes/research-consent.ts';
import { scanRoutes } from './routes/scans.ts';
import { shareRoutes } from './routes/share.ts';
import { sharePageRoutes } from './routes/share-page.ts';
import { shareTargetRoutes } from './routes/share-target.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { vetPartnerRoutes } from './routes/vet-partners.ts';
import { vetReportLinkRoutes } from './routes/vet-report-links.ts';
import { vetReportPageRoutes } from './routes/vet-report-page.ts';
import { createLoginThrottle } from './services/auth/login-throttle.ts';
import { createOpenAiChatModel } from './services/chat/chat-model.ts';

/** JSON bodies are small forms; uploads have their own limit in the multipart parser. */
const JSON_BODY_LIMIT = 64 * 1024;
const MAIL_DISPATCH_INTERVAL_MS = 5_000;
const SECOND_OPINION_INTERVAL_MS = 1_000;
/** Reminders go at 08:00 local: a pass every five minutes sends them by 08:05. */
const REMINDER_INTERVAL_MS = 5 * 60 * 1000;

export interface BuildAppOptions {
  /** Replace parts of the dependency set (tests use this for fakes and fast throttles). */
  overrides?: Partial<AppDeps>;
  /** Serve the built web app from dist/web when present (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is, instead of dist/web (API tests hand in a folder of their own). */
  webDist?: string;
}

/** Builds the whole app without listening, so tests can drive it through inject(). */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { req: serializeRequestForLog },
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => newId(),
    requestIdHeader: false,
    ...toServerTimeouts(config.http),
  });

  const db = options.overrides?.db ?? createDb(config.database, { log: app.log });
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const storage = options.overrides?.storage ?? (await createPhotoStorage(config.storage));
  // A pool passed in by the caller (tests, bench) is the caller's to close.
  const ownPool = options.overrides?.analysisPool
    ? undefined
    : createAnalysisPool({
        threads: config.analysis.threads,
        timeoutMs: config.analysis.timeoutMs,
        preloadModel: config.analysis.preloadModel,
      });
  const analysisPool = options.overrides?.analysisPool ?? ownPool!;
  const redis = await createRedis(config);
  const clock = options.overrides?.clock ?? (() => new Date());
  // Only with METRICS_TOKEN set: without it nothing is counted and GET /metrics is 404.
  const metrics = config.metricsToken
    ? createAppMetrics({ analysisThreads: config.analysis.threads })
    : undefined;
  const deps: AppDeps = {
    clock,
    payments: await createPaymentProvider(config.payments, { db, clock }),
    config,
    db,
    loginThrottle: createLoginThrottle({
      redis,
      keyPrefix: config.redisKeyPrefix,
      onEvent: metrics?.countLoginThrottleEvent,
    }),
    storage,
    analysisPool,
    mailTransport: await createMailTransport({ smtpUrl: config.mail.smtpUrl }),
    chatModel: await createOpenAiChatModel(config.chat),
    drain: createShutdownDrain(),
    ...options.overrides,
  };
  if (metrics) deps.analysisPool = measureAnalysisPool(deps.analysisPool, metrics);
  const mailDispatcher = startMailDispatcher({
    db,
    transport: deps.mailTransport,
    from: config.mail.from,
    log: app.log,
    intervalMs: MAIL_DISPATCH_INTERVAL_MS,
  });
  const housekeeping = startHousekeeping({ db, storage, log: app.log });
  const reminders = startReminderScheduler({
    db,
    config,
    log: app.log,
    now: clock,
    intervalMs: REMINDER_INTERVAL_MS,
  });
  // Only with a vision model configured: without one nothing is ever queued.
  const { vision } = config;
  const secondOpinions = vision.baseUrl
    ? startSecondOpinionWorker({
        db,
        storage,
        vision: await createVisionClient({ ...vision, baseUrl: vision.baseUrl }),
        timeoutMs: vision.timeoutMs,
        retryDelayMs: vision.retryDelayMs,
        log: app.log,
        intervalMs: SECOND_OPINION_INTERVAL_MS,
      })
    : undefined;
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await reminders.stop();
    await secondOpinions?.stop();
    await mailDispatcher.stop();
    await ownPool?.close();
    await redis?.quit();
    await db.destroy();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerShutdown(app, {
    drain: deps.drain,
    graceMs: config.shutdown.graceMs,
    // Jobs claim nothing new; the mail batch being sent is finished unless the bound passes first.
    stopJobs: (flushUntil) =>
      Promise.all([
        housekeeping.stop(),
        reminders.stop(),
        secondOpinions?.stop(),
        mailDispatcher.stop(flushUntil),
      ]),
  });
  registerErrorHandler(app);
  if (metrics) registerMetricsHook(app, metrics);
  const api = registerTypedRoutes(app);
  // Before any route: the API description (server/plugins/openapi/) sees each route as it is added.
  await registerOpenApi(api, deps);
  await app.register(cookie, { secret: config.sessionSecret });
  const uploadBudget = await registerPhotoUpload(app, config);
  await registerSecurity(app, config);
  await registerRateLimit(app, config, redis);
  registerAuthContext(app, deps);
  registerRefuseNul(app);

  // Each route's guard comes from its endpoint's declared access (common/contracts/endpoints/), applied
  // by serve() (server/plugins/serve-endpoint.ts): the order below does not decide who may call what.
  await healthRoutes(api, deps);
  registerMetricsRoute(app, { token: config.metricsToken, metrics, db, uploadBudget });
  await clientConfigRoutes(api, deps);
  await authRoutes(api, deps);
  await authLinkRoutes(api, deps);
  await meRoutes(api, deps);
  await guestRoutes(api, deps);
  await accountRoutes(api, deps);
  await accountSettingsRoutes(api, deps);
  await researchConsentRoutes(api, deps);
  await reminderRoutes(api, deps);
  await eventRoutes(api, deps);
  await scanRoutes(api, deps);
  await uploadRoutes(api, deps);
  await mediaRoutes(api, deps);
  await petRoutes(api, deps);
  await shareRoutes(api, deps);
  await vetReportLinkRoutes(api, deps);
  await chatRoutes(api, deps);
  await referralRoutes(api, deps);
  await clinicReferralRoutes(api, deps);
  await clinicStaffRoutes(api, deps);
  await clinicGradingRoutes(api, deps);
  await vetPartnerRoutes(api, deps);
  await geocodeRoutes(api, deps);
  await billingRoutes(api, deps);
  // In a scope of its own: the provider's raw-body parser must not reach other routes.
  await app.register(async (scope) => billingWebhookRoutes(scope, deps));
  await adminRoutes(api, deps);
  // The installed app's share target when no service worker took the POST: changes nothing; a page,
  // not an API endpoint.
  await shareTargetRoutes(app);

  const web = await registerStaticWeb(app, deps, {
    serveWeb: options.serveWeb !== false,
    webDist: options.webDist,
  });
  if (web) {
    await sharePageRoutes(app, deps, web);
    await vetReportPageRoutes(app, deps, web);
  }
  return app;
}
