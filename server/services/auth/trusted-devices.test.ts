import { describe, expect, it } from 'vitest';
import {
  MAX_TRUSTED_ACCOUNTS_PER_BROWSER,
  parseTrustedDevices,
  TRUSTED_DEVICE_DAYS,
  trustDevice,
  trustedDeviceKey,
} from './trusted-devices.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const A = '0b9a4f0e-1111-4c6e-9a57-5f2f0c7c1a01';
const B = '0b9a4f0e-2222-4c6e-9a57-5f2f0c7c1a02';

describe('trusted-device entries', () => {
  it('trusts a browser for the account it logged in to, and only that one', () => {
    const value = trustDevice([], A, NOW);
    const devices = parseTrustedDevices(value, NOW);
    expect(trustedDeviceKey(devices, A)).toMatch(new RegExp(`^${A}:[A-Za-z0-9_-]{22}$`));
    expect(trustedDeviceKey(devices, B)).toBeNull();
  });

  it('gives a new nonce on every login and keeps the other accounts of this browser', () => {
    const first = parseTrustedDevices(trustDevice([], A, NOW), NOW);
    const both = parseTrustedDevices(trustDevice(first, B, NOW), NOW);
    const again = parseTrustedDevices(trustDevice(both, A, NOW), NOW);
    expect(again.map((d) => d.userId)).toEqual([A, B]);
    expect(trustedDeviceKey(again, A)).not.toBe(trustedDeviceKey(first, A));
    expect(trustedDeviceKey(again, B)).toBe(trustedDeviceKey(both, B));
  });

  it('keeps at most a few accounts per browser, newest first', () => {
    let devices = parseTrustedDevices(null, NOW);
    const ids = Array.from({ length: MAX_TRUSTED_ACCOUNTS_PER_BROWSER + 2 }, (_, i) => `user-${i}`);
    for (const id of ids) devices = parseTrustedDevices(trustDevice(devices, id, NOW), NOW);
    expect(devices.map((d) => d.userId)).toEqual(ids.reverse().slice(0, MAX_TRUSTED_ACCOUNTS_PER_BROWSER));
  });

  it('ignores expired and malformed entries', () => {
    const value = trustDevice([], A, NOW);
    expect(parseTrustedDevices(value, new Date(NOW.getTime() + (TRUSTED_DEVICE_DAYS + 1) * DAY_MS))).toEqual(
      [],
    );
    for (const bad of [
      '',
      'x',
      `${A}:n`,
      `${A}:n:soon`,
      `${A}:n:1e99`,
      `${A}:n o:9999999999`,
      `${A}:n:9999999999:extra`,
    ]) {
      expect(parseTrustedDevices(bad, NOW)).toEqual([]);
    }
  });
});
