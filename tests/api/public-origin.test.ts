import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '#server/errors.ts';
import { sharePageRoutes } from '#server/routes/share-page.ts';
import { seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

const PUBLIC_URL = 'https://pawsmile.example';

let plain: TestApp;
let withPublicUrl: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  withPublicUrl = await createTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await plain.close();
  await withPublicUrl.close();
});

/** A shared scan owned by a new user of `t`, and that user's cookie. */
async function ownScan(t: TestApp) {
  const owner = await signUpUser(t.app);
  const scan = await seedScan(t.db, { userId: owner.userId });
  return { cookie: owner.cookie, scanId: scan.id };
}

const share = (t: TestApp, scanId: string, cookie: string, host: string) =>
  t.app.inject({ method: 'POST', url: `/api/scans/${scanId}/share`, headers: { cookie, host } });

/** The share page needs the built web app, so it is mounted here on a bare app with a stub page. */
async function sharePage(t: TestApp, shareId: string, host: string) {
  const app = Fastify();
  registerErrorHandler(app);
  await sharePageRoutes(
    app,
    { db: t.db, config: t.config },
    {
      indexHtml: '<html><head></head><body></body></html>',
      renderer: undefined,
    },
  );
  try {
    return await app.inject({ url: `/share/${shareId}`, headers: { host } });
  } finally {
    await app.close();
  }
}

describe('without PUBLIC_URL', () => {
  it('refuses a forged Host with HOST_NOT_ALLOWED instead of writing it into a share link', async () => {
    const { cookie, scanId } = await ownScan(plain);
    const response = await share(plain, scanId, cookie, 'evil.example');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('HOST_NOT_ALLOWED');
    expect(response.body).not.toContain('evil.example');
    // Every route answers so, not only the ones that build links.
    for (const host of ['evil.example:3000', 'localhost:99999', 'evil.example@localhost']) {
      const health = await plain.app.inject({ url: '/healthz', headers: { host } });
      expect(health.statusCode).toBe(400);
    }
  });

  it('writes no Open Graph tag with a forged Host', async () => {
    const { cookie, scanId } = await ownScan(plain);
    const { shareId } = (await share(plain, scanId, cookie, 'localhost')).json();
    const page = await sharePage(plain, shareId, 'evil.example');
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('evil.example');
  });

  it('keeps working for loopback hosts on any port', async () => {
    const { cookie, scanId } = await ownScan(plain);
    for (const host of ['127.0.0.1:3215', 'localhost', '[::1]:8080']) {
      const response = await share(plain, scanId, cookie, host);
      expect(response.statusCode).toBe(200);
      expect(response.json().shareUrl).toMatch(
        new RegExp(`^http://${host.replace(/[[\]]/g, '\\$&')}/share/`),
      );
    }
    const { shareId } = (await share(plain, scanId, cookie, '127.0.0.1:3215')).json();
    const page = await sharePage(plain, shareId, '127.0.0.1:3215');
    expect(page.body).toContain(`<meta property="og:url" content="http://127.0.0.1:3215/share/${shareId}">`);
  });

  it('refuses a POST whose forged Host matches its forged Origin', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('HOST_NOT_ALLOWED');
  });
});

describe('with PUBLIC_URL', () => {
  it('builds share links and preview tags from PUBLIC_URL whatever the Host', async () => {
    const { cookie, scanId } = await ownScan(withPublicUrl);
    const response = await share(withPublicUrl, scanId, cookie, 'evil.example');
    expect(response.statusCode).toBe(200);
    const { shareId, shareUrl } = response.json();
    expect(shareUrl).toBe(`${PUBLIC_URL}/share/${shareId}`);
    const page = await sharePage(withPublicUrl, shareId, 'evil.example');
    expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/share/${shareId}">`);
    expect(page.body).not.toContain('evil.example');
  });

  it("accepts POSTs from PUBLIC_URL's origin", async () => {
    const response = await withPublicUrl.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
      headers: { host: 'app-internal:3000', origin: PUBLIC_URL },
    });
    expect(response.statusCode).toBe(401);
  });
});
