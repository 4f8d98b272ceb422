import { createHmac } from 'node:crypto';

/**
 * The guest backstop counts scans per network without storing addresses: a
 * keyed hash cannot be reversed by trying all 2^32 IPv4 addresses without the secret.
 */
export function hashIp(options: { ip: string; secret: string }): string {
  return createHmac('sha256', options.secret).update(`scan-ip:${options.ip}`).digest('hex').slice(0, 32);
}
