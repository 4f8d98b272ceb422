/**
 * Mailed links carry a single-use token in the query (/reset-password?token=…);
 * the page request that opens one must not write a working token to the log.
 */
export function redactUrlTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log line, with link tokens removed from the URL. */
export function serializeRequestForLog(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrlTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
