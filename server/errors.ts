import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '#common/error-codes.ts';
import { isDatabaseUnavailable } from '#server/db/is-database-unavailable.ts';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  JSON_TOO_DEEP: 400,
  BODY_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REFUSED: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  HOST_NOT_ALLOWED: 400,
  INVALID_CREDENTIALS: 401,
  INVALID_PASSWORD: 400,
  EMAIL_TAKEN: 409,
  TOKEN_INVALID: 400,
  ALREADY_SIGNED_IN: 409,
  INVALID_FILE_TYPE: 400,
  FILE_TOO_LARGE: 413,
  IMAGE_UNREADABLE: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  PERSONAL_DATA_REFUSED: 400,
  GUEST_LIMIT_EXCEEDED: 403,
  SCAN_LIMIT_REACHED: 429,
  SCAN_STILL_PROCESSING: 409,
  TRIAL_LIMIT_REACHED: 403,
  ACCOUNT_CREDENTIALS_REQUIRED: 403,
  OWNER_ACCOUNT_REQUIRED: 403,
  ANALYSIS_TIMEOUT: 503,
  SCAN_CANCELLED: 409,
  PENDING_UPLOAD_NOT_FOUND: 404,
  INVALID_CURSOR: 400,
  PLUS_REQUIRED: 403,
  PAYMENT_FAILED: 402,
  PAYMENTS_NOT_IN_TEST_MODE: 404,
  SUBSCRIPTION_UNPAID: 402,
  ALREADY_SUBSCRIBED: 409,
  REFUND_WINDOW_CLOSED: 409,
  ALREADY_REFUNDED: 409,
  GUARANTEE_USED: 409,
  LINK_REVOKED: 410,
  LINK_EXPIRED: 410,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  UNAUTHORIZED: 'Unauthorized: please log in.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  INTERNAL: 'Internal error.',
};

/** A failure the client may see. Throw it from services; the one handler below turns it into a reply. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: Pick<ErrorBody, 'issues' | 'details'> = {},
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}

/**
 * A request that failed its route schema (server/plugins/typed-routes.ts): every
 * field problem is listed, and the first one is the message the UI shows.
 */
function fromSchemaValidation(error: FastifyError): AppError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const issues = error.validation.map((issue) => ({
    // '/pets/0/name' → 'pets.0.name', the zod path as the web's forms name their fields.
    path: issue.instancePath.slice(1).replaceAll('/', '.'),
    message: issue.message ?? 'Invalid',
  }));
  // A contract may name a more precise code for an issue (params.errorCode, e.g. common/contracts/events.ts).
  const coded = error.validation.findIndex((issue) => issueErrorCode(issue.params) !== undefined);
  const code = issueErrorCode(error.validation[coded]?.params) ?? 'VALIDATION_FAILED';
  const shown = issues[Math.max(coded, 0)];
  return new AppError(code, shown?.message ?? 'Invalid request', { issues });
}

/** A 400 code carried by a custom zod issue (`params: { errorCode }`), as fastify-type-provider-zod passes it on. */
function issueErrorCode(params: unknown): ErrorCode | undefined {
  const code = (params as { params?: { errorCode?: unknown } } | undefined)?.params?.errorCode;
  const isKnown = typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
  return isKnown && STATUS_BY_CODE[code as ErrorCode] === 400 ? (code as ErrorCode) : undefined;
}

function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('BODY_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('VALIDATION_FAILED', 'Unsupported content type.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('VALIDATION_FAILED', 'Expected a multipart/form-data upload.');
    default:
      break;
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', error.message);
  if (error.validation) return new AppError('VALIDATION_FAILED', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 413 ? 'BODY_TOO_LARGE' : 'VALIDATION_FAILED', error.message);
  }
  return undefined;
}

/** A lost or refused database connection is an outage to retry through (503), not a bug (500). */
function fromDatabaseError(error: unknown): AppError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new AppError(
    'DATABASE_UNAVAILABLE',
    'The service is briefly unavailable. Please try again in a moment.',
  );
}

/** The one error handler: coded errors keep their message; anything else is a logged 500 with a request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((rawError, request, reply) => {
    const error = rawError as FastifyError;
    const appError =
      error instanceof AppError
        ? error
        : (fromSchemaValidation(error) ?? fromFastifyError(error) ?? fromDatabaseError(error));
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      const body: ErrorBody = { code: 'INTERNAL', message: 'Internal error.', requestId: request.id };
      return reply.status(500).send(body);
    }
    // Shedding load on purpose (a full upload budget, a draining instance: the answers that name a
    // Retry-After) is no fault: a warning without a stack, so the error log keeps what needs a person.
    const isLoadShedding = appError.status === 503 && appError.extra.details?.retryAfterSeconds !== undefined;
    if (isLoadShedding) request.log.warn({ code: appError.code }, appError.message);
    else if (appError.status >= 500) request.log.error({ err: error }, appError.code);
    const body: ErrorBody = {
      code: appError.code,
      message: appError.message,
      requestId: request.id,
      ...appError.extra,
    };
    // @fastify/rate-limit attaches Retry-After and friends to the error it throws.
    const limitHeaders = (error as { headers?: Record<string, string> }).headers;
    if (appError.code === 'RATE_LIMITED' && limitHeaders) reply.headers(limitHeaders);
    const retryAfter = appError.extra.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.status(appError.status).send(body);
  });
}
