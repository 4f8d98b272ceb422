import type { Config } from '#server/config.ts';

/**
 * Without limits a client that stops mid-upload holds its buffered bytes for as
 * long as it keeps the socket open. requestTimeout bounds receiving a whole
 * request, body included; connectionTimeout closes a connection silent that long.
 * Node requires headersTimeout <= requestTimeout and checks both only every
 * connectionsCheckingInterval (30 s by default, longer than a short limit).
 */
export function toServerTimeouts(http: Config['http']) {
  return {
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, http.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, http.requestTimeoutMs),
    },
  };
}
