import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import {
  parseTrustedDevices,
  TRUSTED_DEVICE_DAYS,
  trustDevice,
} from '#server/services/auth/trusted-devices.ts';

/**
 * The trusted-device cookie (docs/decisions/004-login-throttling.md): signed, so
 * a browser cannot forge one; HttpOnly and SameSite=Strict, and sent only to
 * /api/auth, the only routes that read it. Logging out keeps it: it says this
 * browser has proved the password before, not that anyone is signed in.
 */
export const TRUSTED_DEVICE_COOKIE = 'ps_device';
const COOKIE_PATH = '/api/auth';

/** The cookie's value when its signature is good; null when absent or tampered with. */
export function readTrustedDevices(request: FastifyRequest): string | null {
  const raw = request.cookies[TRUSTED_DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export function setTrustedDevices(reply: FastifyReply, config: Config, value: string): void {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    signed: true,
    maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
  });
}

/** After a sign-in that proved the password another way (signup, reset by mailed link). */
export function trustThisBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { config: Config; userId: string; now: Date },
): void {
  const devices = parseTrustedDevices(readTrustedDevices(request), options.now);
  setTrustedDevices(reply, options.config, trustDevice(devices, options.userId, options.now));
}
