/** Socket-level failures to reach the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** admin_shutdown, crash_shutdown, cannot_connect_now; class 08 (connection exception) is matched by prefix. */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/**
 * pg raises these without a code when the socket closes under it, a connect or
 * a wait for a free connection times out, or a client that lost its connection
 * is used again (seen in tests/api/database-outage.test.ts).
 */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * Whether an error means the database cannot be reached right now (as opposed to
 * a bad query), so the client gets a 503 to retry instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SHUTDOWN_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (PG_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Connecting to a host name with several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}
