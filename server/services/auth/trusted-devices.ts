import { newToken } from '#server/lib/ids.ts';

/**
 * The browsers that have logged in to an account before, as OWASP's "device
 * cookie" defence describes (docs/decisions/004-login-throttling.md). The list
 * travels in one cookie that the route signs, so it cannot be forged; each entry
 * names the account it belongs to, so a cookie earned on one account does
 * nothing for another. A browser keeps entries for a few accounts (a shared
 * family computer), newest first.
 */
export interface TrustedDevice {
  userId: string;
  /** Random per successful login: the device's own failure budget is counted under it. */
  nonce: string;
  /** Epoch seconds; past it the entry is ignored even if the browser still sends it. */
  expiresAt: number;
}

export const TRUSTED_DEVICE_DAYS = 180;
export const MAX_TRUSTED_ACCOUNTS_PER_BROWSER = 5;
const ENTRY_SEPARATOR = '~';
const FIELD_SEPARATOR = ':';
const FIELD = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads the (already signature-checked) cookie value; malformed or expired entries are dropped. */
export function parseTrustedDevices(value: string | null, now: Date): TrustedDevice[] {
  if (!value) return [];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const devices: TrustedDevice[] = [];
  for (const entry of value.split(ENTRY_SEPARATOR).slice(0, MAX_TRUSTED_ACCOUNTS_PER_BROWSER)) {
    const [userId, nonce, expires, ...rest] = entry.split(FIELD_SEPARATOR);
    if (rest.length > 0 || !userId || !nonce || !FIELD.test(userId) || !FIELD.test(nonce)) continue;
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= nowSeconds) continue;
    devices.push({ userId, nonce, expiresAt });
  }
  return devices;
}

/** The throttle's key for this browser on this account, or null when it is a stranger to it. */
export function trustedDeviceKey(devices: TrustedDevice[], userId: string): string | null {
  const device = devices.find((d) => d.userId === userId);
  return device ? `${device.userId}${FIELD_SEPARATOR}${device.nonce}` : null;
}

/**
 * After a successful login: a fresh entry for this account (a new nonce, so the
 * owner starts with a full budget even if an old copy of the cookie leaked),
 * first in the list; the oldest other accounts fall off past the cap.
 */
export function trustDevice(devices: TrustedDevice[], userId: string, now: Date): string {
  const fresh: TrustedDevice = {
    userId,
    nonce: newToken(16),
    expiresAt: Math.floor(now.getTime() / 1000) + TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
  };
  const others = devices.filter((d) => d.userId !== userId);
  return [fresh, ...others]
    .slice(0, MAX_TRUSTED_ACCOUNTS_PER_BROWSER)
    .map((d) => [d.userId, d.nonce, d.expiresAt].join(FIELD_SEPARATOR))
    .join(ENTRY_SEPARATOR);
}
