import type { Config } from '#server/config.ts';

/**
 * The address links in reminder mails start with. The scheduler runs outside any request, so it
 * cannot use the request's origin as account mails do: PUBLIC_URL, or this server on localhost
 * for a local install (README: set PUBLIC_URL in production).
 */
export function reminderAppUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
