/**
 * The origin links in mails point to. Set PUBLIC_URL in production: without it
 * the request's own Host is used, which a client can choose.
 */
export function appOrigin(options: { publicUrl?: string; protocol: string; host: string }): string {
  return options.publicUrl ?? `${options.protocol}://${options.host}`;
}
