import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../setup/test-app.ts';

/**
 * The client address decides every per-IP limit; it is seen here through the
 * auth rate limit (2 per minute per address). A fresh e-mail per attempt keeps
 * the login throttle out of the way.
 */
async function withProxyApp(trustProxy: string, run: (attempt: Attempt) => Promise<void>) {
  const t = await createTestApp({ TRUST_PROXY: trustProxy, RATE_LIMIT_AUTH_PER_MINUTE: '2' });
  try {
    await run(async (remoteAddress, forwardedFor) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('proxy'), password: 'whatever' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return response.statusCode;
    });
  } finally {
    await t.close();
  }
}
type Attempt = (remoteAddress: string, forwardedFor: string) => Promise<number>;

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    await withProxyApp('10.0.0.5', async (attempt) => {
      expect(await attempt('127.0.0.1', '1.2.3.4')).toBe(401);
      expect(await attempt('127.0.0.1', '5.6.7.8')).toBe(401);
      // A new forged address each time does not make a new client.
      expect(await attempt('127.0.0.1', '9.9.9.9')).toBe(429);
    });
  });

  it('takes the client address from a listed proxy', async () => {
    await withProxyApp('10.0.0.5', async (attempt) => {
      expect(await attempt('10.0.0.5', '1.2.3.4')).toBe(401);
      expect(await attempt('10.0.0.5', '1.2.3.4')).toBe(401);
      expect(await attempt('10.0.0.5', '1.2.3.4')).toBe(429);
      expect(await attempt('10.0.0.5', '4.4.4.4')).toBe(401);
    });
  });

  it('trusts every proxy in a CIDR range', async () => {
    await withProxyApp('10.0.0.0/8', async (attempt) => {
      expect(await attempt('10.9.8.7', '1.2.3.4')).toBe(401);
      expect(await attempt('10.1.1.1', '1.2.3.4')).toBe(401);
      expect(await attempt('10.9.8.7', '1.2.3.4')).toBe(429);
      expect(await attempt('10.9.8.7', '4.4.4.4')).toBe(401);
      expect(await attempt('192.0.2.1', '4.4.4.4')).toBe(401);
    });
  });
});
