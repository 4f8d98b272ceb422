import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#common/brand.ts';
import { DEFAULT_GUEST_SCANS_PER_IP_PER_DAY } from '#common/plans.ts';
import { DEFAULT_MAX_UPLOAD_MB } from '#common/uploads.ts';

/**
 * Every setting, read and validated once at boot. Nothing else reads
 * process.env. The README's configuration table mirrors this schema.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const DEFAULT_SHUTDOWN_GRACE_MS = 15_000;

/**
 * SIGTERM's bound when SHUTDOWN_GRACE_MS is unset: 15 s, or 5 s more than an analysis may take, so
 * raising ANALYSIS_TIMEOUT_MS alone never leaves a config the server refuses to start with.
 */
export const shutdownGraceOf = (analysisTimeoutMs: number) =>
  Math.max(DEFAULT_SHUTDOWN_GRACE_MS, analysisTimeoutMs + 5_000);

const EnvSchema = z.object({
  PORT: integer(3000, 0, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // Only 'production' changes anything: PUBLIC_URL is then required (loadConfig).
  NODE_ENV: optionalString,
  REQUEST_TIMEOUT_MS: integer(120_000, 1_000, 3_600_000),
  REQUEST_IDLE_TIMEOUT_MS: integer(30_000, 1_000, 600_000),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  UNSUBSCRIBE_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  COOKIE_SECURE: z.preprocess(emptyToUndefined, z.enum(['true', 'false', 'auto']).default('auto')),
  // The proxies' addresses or CIDRs only: a hop count (or 'true') would believe X-Forwarded-For from
  // any client that reaches the app directly, which then picks its own IP past every per-IP limit.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .refine((value) => value === 'false' || !/^\s*(true|\d+)\s*$/.test(value), {
        abort: true,
        message:
          "list the proxies' addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16), not a hop count or true: " +
          'a client that reaches the app directly could then forge X-Forwarded-For',
      })
      .refine(
        (value) => value === 'false' || splitList(value).every(isAddressOrCidr),
        'expected false or a comma list of IP addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
      ),
  ),
  ALLOWED_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || splitList(value).every(isHostName),
        'expected a comma list of host names or IP addresses, without scheme or port',
      ),
  ),
  SESSION_DAYS: integer(30, 1, 365),
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.-]+$/)
      .default('pawsmile'),
  ),
  RATE_LIMIT_AUTH_PER_MINUTE: integer(10, 1, 10_000),
  RATE_LIMIT_UPLOADS_PER_MINUTE: integer(10, 1, 10_000),
  RATE_LIMIT_VET_REGISTRATIONS_PER_HOUR: integer(5, 1, 10_000),
  GUEST_SCANS_PER_IP_PER_DAY: integer(DEFAULT_GUEST_SCANS_PER_IP_PER_DAY, 1, 100_000),
  MAX_UPLOAD_MB: integer(DEFAULT_MAX_UPLOAD_MB, 1, 100),
  UPLOADS_IN_FLIGHT_MB: integer(100, 1, 100_000),
  // Unset: twice MAX_UPLOAD_MB, within UPLOADS_IN_FLIGHT_MB (loadConfig).
  UPLOADS_IN_FLIGHT_PER_ADDRESS_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).optional(),
  ),
  PENDING_UPLOAD_MINUTES: integer(15, 1, 60),
  PENDING_UPLOADS_PER_OWNER: integer(3, 1, 20),
  ANALYSIS_THREADS: integer(2, 1, 64),
  ANALYSIS_TIMEOUT_MS: integer(10_000, 100, 120_000),
  ANALYSIS_PRELOAD: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  // Unset: DEFAULT_SHUTDOWN_GRACE_MS, or longer when ANALYSIS_TIMEOUT_MS needs it (shutdownGraceOf).
  SHUTDOWN_GRACE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1_000).max(600_000).optional(),
  ),
  STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_API_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('PawSmile <no-reply@pawsmile.local>')),
  BUSINESS_NAME: z.preprocess(emptyToUndefined, z.string().max(200).default(PRODUCT_NAME)),
  BUSINESS_ADDRESS: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  BUSINESS_EMAIL: z.preprocess(emptyToUndefined, z.email().default(SUPPORT_EMAIL)),
  BUSINESS_TAX_ID: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  ADMIN_NOTIFY_EMAIL: optionalString,
  CHAT_API_BASE_URL: optionalString,
  CHAT_API_KEY: optionalString,
  CHAT_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  VISION_API_BASE_URL: optionalString,
  VISION_API_KEY: optionalString,
  VISION_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  VISION_TIMEOUT_MS: integer(30_000, 100, 300_000),
  VISION_RETRY_DELAY_MS: integer(30_000, 0, 3_600_000),
  CHAT_TIMEOUT_MS: integer(20_000, 500, 120_000),
  CHAT_MAX_RETRIES: integer(2, 0, 5),
  CHAT_DAILY_TOKENS: integer(50_000, 0, 10_000_000),
  CHAT_MAX_ANSWER_TOKENS: integer(600, 50, 4_000),
  CHAT_SENTENCE_DELAY_MS: integer(80, 0, 2_000),
  RATE_LIMIT_CHAT_PER_MINUTE: integer(10, 1, 10_000),
  GEOCODER_URL: optionalString,
  DISTANCE_UNIT: z.preprocess(emptyToUndefined, z.enum(['mi', 'km']).default('mi')),
  // Sent as a Bearer token (RFC 6750 token68 characters), so a scraper's header can carry it as it is.
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(32)
      .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'expected letters, digits and ._~+/- only (e.g. openssl rand -hex 32)')
      .optional(),
  ),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl?: string;
  /**
   * The origin links in mails start with when no request names one (reminders, receipts, admin
   * notices): PUBLIC_URL, or in development the address the server listens on (appUrlOf).
   */
  appUrl: string;
  /** Time a client has to send a whole request, body included, and the longest silence on its connection. */
  http: { requestTimeoutMs: number; idleTimeoutMs: number };
  /** Host names (lower case, IPv6 in brackets) accepted in the Host header while publicUrl is unset. */
  allowedHosts: string[];
  logLevel: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  sessionSecret: string;
  /** Signs the no-login unsubscribe links in reminder mails (server/services/reminders/unsubscribe-token.ts). */
  unsubscribeSecret: string;
  cookieSecure: boolean;
  trustProxy: false | string[];
  sessionDays: number;
  redisUrl?: string;
  /** Namespaces every key this app writes to Redis, so deployments can share one server. */
  redisKeyPrefix: string;
  rateLimits: {
    authPerMinute: number;
    uploadsPerMinute: number;
    guestScansPerIpPerDay: number;
    vetRegistrationsPerHour: number;
    chatPerMinute: number;
  };
  /**
   * inFlightBytes: all upload bodies held at once, process-wide; inFlightPerAddressBytes: the share
   * of them one client address may hold (plugins/upload-budget.ts).
   * pendingMinutes: how long a photo sent ahead of its scan waits to be used (POST /api/uploads);
   * pendingPerOwner: how many may wait at once for one member or guest browser.
   */
  uploads: {
    maxBytes: number;
    inFlightBytes: number;
    inFlightPerAddressBytes: number;
    pendingMinutes: number;
    pendingPerOwner: number;
  };
  /** preloadModel: each worker loads the embedding model as it starts rather than on its first photo. */
  analysis: { threads: number; timeoutMs: number; preloadModel: boolean };
  /** graceMs: how long SIGTERM lets scans and uploads in progress finish (server/index.ts). */
  shutdown: { graceMs: number };
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        region?: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
      };
  payments:
    | { provider: 'test' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        priceMonthly: string;
        priceYearly: string;
        /** Another Stripe API host (a local mock in tests); unset means api.stripe.com. */
        api?: { host: string; port: number; protocol: 'http' | 'https' };
      };
  mail: { smtpUrl?: string; from: string; adminNotify?: string };
  /** Who sells Plus, as printed on receipts and billing mails (address lines from BUSINESS_ADDRESS, split at ';'). */
  business: { name: string; addressLines: string[]; email: string; taxId?: string };
  /** The dental chat: the built-in guide, or an OpenAI-compatible model when baseUrl is set. */
  chat: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    /** Longest wait for the model's first or next words before falling back to the built-in guide. */
    timeoutMs: number;
    maxRetries: number;
    /** Model tokens per member per UTC day; past it, the built-in guide answers. */
    dailyTokens: number;
    maxAnswerTokens: number;
    /** The built-in guide's pause between sentences, so its answer streams in as the model's does. */
    sentenceDelayMs: number;
  };
  /** A vision-capable OpenAI-compatible model for Plus second opinions; off without a base URL. */
  vision: { baseUrl?: string; apiKey?: string; model: string; timeoutMs: number; retryDelayMs: number };
  geocoderUrl?: string;
  distanceUnit: 'mi' | 'km';
  /** GET /metrics answers only to this Bearer token; without one it is 404 (plugins/metrics.ts). */
  metricsToken?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads an embedded-default secret, creating it on first run, so `npm start` needs no setup. */
function loadOrCreateSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const dataDir = path.resolve(e.DATA_DIR);

  let database: Config['database'] = { kind: 'sqlite', file: path.join(dataDir, 'pawsmile.db') };
  if (e.DATABASE_URL) {
    if (/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) database = { kind: 'postgres', url: e.DATABASE_URL };
    else if (e.DATABASE_URL.startsWith('file:')) database = { kind: 'sqlite', file: e.DATABASE_URL.slice(5) };
    else problems.push('DATABASE_URL: must be postgres://… or file:…');
  }

  let storage: Config['storage'] = { driver: 'local', dir: path.join(dataDir, 'uploads') };
  if (e.STORAGE_DRIVER === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
    storage = {
      driver: 's3',
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    };
  }

  let payments: Config['payments'] = { provider: 'test' };
  if (e.STRIPE_SECRET_KEY) {
    for (const key of [
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_YEARLY',
      'STRIPE_WEBHOOK_SECRET',
    ] as const) {
      if (!e[key]) problems.push(`${key}: required when STRIPE_SECRET_KEY is set`);
    }
    payments = {
      provider: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
      priceMonthly: e.STRIPE_PRICE_MONTHLY ?? '',
      priceYearly: e.STRIPE_PRICE_YEARLY ?? '',
      ...(e.STRIPE_API_BASE_URL ? { api: stripeApiHost(e.STRIPE_API_BASE_URL) } : {}),
    };
  }
  if (e.UPLOADS_IN_FLIGHT_MB < e.MAX_UPLOAD_MB) {
    problems.push(
      'UPLOADS_IN_FLIGHT_MB: must be at least MAX_UPLOAD_MB, or the largest photo could never be sent',
    );
  }
  // One address's share of the uploads in flight; by default room for two of the largest photos at once.
  const perAddressMb =
    e.UPLOADS_IN_FLIGHT_PER_ADDRESS_MB ?? Math.min(2 * e.MAX_UPLOAD_MB, e.UPLOADS_IN_FLIGHT_MB);
  if (perAddressMb < e.MAX_UPLOAD_MB || perAddressMb > e.UPLOADS_IN_FLIGHT_MB) {
    problems.push(
      'UPLOADS_IN_FLIGHT_PER_ADDRESS_MB: must be at least MAX_UPLOAD_MB, or one member could never send ' +
        'the largest photo, and at most UPLOADS_IN_FLIGHT_MB',
    );
  }
  if (e.REQUEST_IDLE_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    problems.push('REQUEST_IDLE_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  // The socket is silent while a photo is analysed: a shorter idle limit would drop the
  // connection instead of letting a slow analysis answer its own 503.
  if (e.REQUEST_IDLE_TIMEOUT_MS <= e.ANALYSIS_TIMEOUT_MS) {
    problems.push('REQUEST_IDLE_TIMEOUT_MS: must be longer than ANALYSIS_TIMEOUT_MS');
  }
  // A scan in progress then always ends by itself (its analysis at worst timed out) before the
  // bound, unless storage or the database hangs; only then is it released.
  if (e.SHUTDOWN_GRACE_MS !== undefined && e.SHUTDOWN_GRACE_MS <= e.ANALYSIS_TIMEOUT_MS) {
    problems.push('SHUTDOWN_GRACE_MS: must be longer than ANALYSIS_TIMEOUT_MS');
  }
  // Mails queued outside a request (reminders, receipts) have no request origin to link to: in
  // production a guessed address would send members to localhost, so the server refuses to start.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required when NODE_ENV=production (e.g. https://pawsmile.example): links in ' +
        'reminder, receipt and admin mails start with it',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const cookieSecure =
    e.COOKIE_SECURE === 'auto' ? (e.PUBLIC_URL ?? '').startsWith('https://') : e.COOKIE_SECURE === 'true';

  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    appUrl: appUrlOf({ publicUrl: e.PUBLIC_URL, host: e.HOST, port: e.PORT }),
    http: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, idleTimeoutMs: e.REQUEST_IDLE_TIMEOUT_MS },
    allowedHosts: e.ALLOWED_HOSTS
      ? splitList(e.ALLOWED_HOSTS).map(normaliseHostName)
      : defaultAllowedHosts(e.HOST),
    logLevel: e.LOG_LEVEL,
    dataDir,
    database,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir, 'session-secret'),
    // Its own secret, not SESSION_SECRET: rotating one must not change what the other signs.
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET ?? loadOrCreateSecret(dataDir, 'unsubscribe-secret'),
    cookieSecure,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sessionDays: e.SESSION_DAYS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimits: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      uploadsPerMinute: e.RATE_LIMIT_UPLOADS_PER_MINUTE,
      guestScansPerIpPerDay: e.GUEST_SCANS_PER_IP_PER_DAY,
      vetRegistrationsPerHour: e.RATE_LIMIT_VET_REGISTRATIONS_PER_HOUR,
      chatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
    },
    uploads: {
      maxBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
      inFlightBytes: e.UPLOADS_IN_FLIGHT_MB * 1024 * 1024,
      inFlightPerAddressBytes: perAddressMb * 1024 * 1024,
      pendingMinutes: e.PENDING_UPLOAD_MINUTES,
      pendingPerOwner: e.PENDING_UPLOADS_PER_OWNER,
    },
    analysis: {
      threads: e.ANALYSIS_THREADS,
      timeoutMs: e.ANALYSIS_TIMEOUT_MS,
      preloadModel: e.ANALYSIS_PRELOAD === 'true',
    },
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS ?? shutdownGraceOf(e.ANALYSIS_TIMEOUT_MS) },
    storage,
    payments,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, adminNotify: e.ADMIN_NOTIFY_EMAIL },
    business: {
      name: e.BUSINESS_NAME,
      addressLines: (e.BUSINESS_ADDRESS ?? '')
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      email: e.BUSINESS_EMAIL,
      taxId: e.BUSINESS_TAX_ID,
    },
    chat: {
      baseUrl: e.CHAT_API_BASE_URL,
      apiKey: e.CHAT_API_KEY,
      model: e.CHAT_MODEL,
      timeoutMs: e.CHAT_TIMEOUT_MS,
      maxRetries: e.CHAT_MAX_RETRIES,
      dailyTokens: e.CHAT_DAILY_TOKENS,
      maxAnswerTokens: e.CHAT_MAX_ANSWER_TOKENS,
      sentenceDelayMs: e.CHAT_SENTENCE_DELAY_MS,
    },
    vision: {
      baseUrl: e.VISION_API_BASE_URL,
      apiKey: e.VISION_API_KEY,
      model: e.VISION_MODEL,
      timeoutMs: e.VISION_TIMEOUT_MS,
      retryDelayMs: e.VISION_RETRY_DELAY_MS,
    },
    geocoderUrl: e.GEOCODER_URL,
    distanceUnit: e.DISTANCE_UNIT,
    metricsToken: e.METRICS_TOKEN,
  });
}

/**
 * PUBLIC_URL without its trailing slash; without it (development only, see loadConfig) the address
 * the server listens on: a wildcard address (0.0.0.0, ::) answers on localhost, so links use that.
 */
export function appUrlOf(options: { publicUrl?: string; host: string; port: number }): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/$/, '');
  const isWildcard = options.host === '0.0.0.0' || options.host === '::' || options.host === '[::]';
  const host = isWildcard ? 'localhost' : normaliseHostName(options.host);
  return `http://${host}:${options.port}`;
}

function stripeApiHost(baseUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  return value === 'false' ? false : splitList(value);
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

function isHostName(value: string): boolean {
  return /^[a-z0-9.-]+$/i.test(value) || isIP(value.replace(/^\[(.*)\]$/, '$1')) === 6;
}

/** The form request hosts are compared in: lower case, IPv6 in brackets, no zone id. */
export function normaliseHostName(value: string): string {
  const bare = value
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  return isIP(bare) === 6 ? `[${bare}]` : bare;
}

/**
 * Without PUBLIC_URL the app answers only for loopback names and the address it
 * listens on; on a wildcard address, for each of the machine's own addresses.
 */
function defaultAllowedHosts(listenHost: string): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (listenHost === '0.0.0.0' || listenHost === '::') {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const info of addresses ?? []) hosts.add(normaliseHostName(info.address));
    }
  } else {
    hosts.add(normaliseHostName(listenHost));
  }
  return [...hosts];
}
