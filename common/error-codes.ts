/**
 * Machine-readable error codes shared by server and web. The server maps each
 * to an HTTP status in server/errors.ts; the web shows the server's message.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'JSON_TOO_DEEP',
  'BODY_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_ORIGIN_REFUSED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'HOST_NOT_ALLOWED',
  'INVALID_CREDENTIALS',
  'INVALID_PASSWORD',
  'EMAIL_TAKEN',
  'TOKEN_INVALID',
  'ALREADY_SIGNED_IN',
  'INVALID_FILE_TYPE',
  'FILE_TOO_LARGE',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  /** An analytics event carried something that looks like an e-mail address or phone number. */
  'PERSONAL_DATA_REFUSED',
  'GUEST_LIMIT_EXCEEDED',
  'SCAN_LIMIT_REACHED',
  /** Only a scan still being processed (a live reservation, maybe of a crashed upload) fills the allowance. */
  'SCAN_STILL_PROCESSING',
  'TRIAL_LIMIT_REACHED',
  /** A trial account (no e-mail or password yet) asked for something only a full account may do, like Plus. */
  'ACCOUNT_CREDENTIALS_REQUIRED',
  /** A clinic staff account asked for something only a pet owner's account has, like buying Plus. */
  'OWNER_ACCOUNT_REQUIRED',
  'ANALYSIS_TIMEOUT',
  /** The scan's reservation was deleted (account or scan deleted) while the photo was analysed. */
  'SCAN_CANCELLED',
  /**
   * The photo a scan names (POST /api/scans with uploadId) is not waiting for this browser or
   * account: expired, already used, deleted, or sent by someone else. The web sends the photo again.
   */
  'PENDING_UPLOAD_NOT_FOUND',
  /** A scan list's `before` cursor is not one the server made (damaged, hand-made, or holding a NUL). */
  'INVALID_CURSOR',
  'PLUS_REQUIRED',
  'PAYMENT_FAILED',
  'PAYMENTS_NOT_IN_TEST_MODE',
  /** Activation found no paid subscription for the account. */
  'SUBSCRIPTION_UNPAID',
  'ALREADY_SUBSCRIBED',
  /** The 30-day money-back window of a payment has passed. */
  'REFUND_WINDOW_CLOSED',
  'ALREADY_REFUNDED',
  /** The member used the money-back guarantee before: it is once per member. */
  'GUARANTEE_USED',
  /** A vet report link its owner revoked: the page says so instead of "not found". */
  'LINK_REVOKED',
  /** A vet report link past its expiry date. */
  'LINK_EXPIRED',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  requestId?: string;
  /** Field-level problems for VALIDATION_FAILED. */
  issues?: { path: string; message: string }[];
  /** Extra machine-readable detail (e.g. nextScanAt for SCAN_LIMIT_REACHED). */
  details?: Record<string, unknown>;
}
