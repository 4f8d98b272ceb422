import type { FastifyRequest } from 'fastify';
import { type Config, normaliseHostName } from '#server/config.ts';
import { AppError } from '#server/errors.ts';

/**
 * The one place the app's own address is worked out, for absolute links
 * (share URLs, Open Graph tags) and the CSRF Origin check. PUBLIC_URL wins;
 * without it the Host header is used only if it names an allowed host, since
 * anyone can send any Host and it would otherwise end up in link previews.
 */
export function publicBaseUrl(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'allowedHosts'>,
): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host ?? '';
  const name = hostName(host);
  if (name === undefined || !config.allowedHosts.includes(normaliseHostName(name))) {
    throw new AppError(
      'HOST_NOT_ALLOWED',
      'This server does not answer for that host name. Its operator can set PUBLIC_URL or ALLOWED_HOSTS.',
    );
  }
  return `${request.protocol}://${host}`;
}

/** The name in a Host header; any port is fine, since the name is what a forged Host would change. */
function hostName(host: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]/@]+)(?::(\d{1,5}))?$/i.exec(host);
  if (!match || Number(match[2] ?? 0) > 65_535) return undefined;
  return match[1];
}
