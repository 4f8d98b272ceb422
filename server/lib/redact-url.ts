/**
 * Mailed links carry a single-use token in the query (/reset-password?token=…), and vet report
 * links one in the path (/vet-report/…, its API and photos); the request that opens one must not
 * write a working token to the log (the database keeps only its hash).
 */
export function redactUrlTokens(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/vet-report\/)[^/?#]+/g, '$1[redacted]');
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
