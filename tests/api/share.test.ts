import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESULT_PHOTO_SIZES } from '#common/photo-sizes.ts';
import { eraseScan } from '#server/db/repositories/scans.ts';
import { unpublishScan } from '#server/db/repositories/shares.ts';
import { registerErrorHandler } from '#server/errors.ts';
import { sharePageRoutes } from '#server/routes/share-page.ts';
import * as sourceRenderer from '#web/entry-server.tsx';
import { guestCookie, seedScan } from '../setup/seed.ts';
import { createTestApp, signUpUser, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const share = (scanId: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/scans/${scanId}/share`, headers: cookie ? { cookie } : {} });

describe('sharing a scan', () => {
  it('gives the owner an unguessable link, the same one when shared twice', async () => {
    const owner = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    const first = await share(scan.id, owner.cookie);
    expect(first.statusCode).toBe(200);
    const { shareId, shareUrl } = first.json();
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 random bits
    expect(shareUrl).toMatch(new RegExp(`/share/${shareId}$`));
    const second = await share(scan.id, owner.cookie);
    expect(second.json().shareId).toBe(shareId);
  });

  it("refuses to share someone else's scan, and a guest's scan to another guest", async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    expect((await share(scan.id, stranger.cookie)).statusCode).toBe(404);
    expect((await share(scan.id)).statusCode).toBe(404);

    const guestA = guestCookie(t.app);
    const guestB = guestCookie(t.app);
    const guestScan = await seedScan(t.db, { guestId: guestA.guestId });
    expect((await share(guestScan.id, guestB.cookie)).statusCode).toBe(404);
    expect((await share(guestScan.id, guestA.cookie)).statusCode).toBe(200);
  });

  it('refuses a forged guest cookie', async () => {
    const guest = guestCookie(t.app);
    const scan = await seedScan(t.db, { guestId: guest.guestId });
    const forged = `ps_guest=${guest.guestId}.forgedsignature`;
    expect((await share(scan.id, forged)).statusCode).toBe(404);
  });

  it('serves the public view without any owner data', async () => {
    const owner = await signUpUser(t.app, { firstName: 'Secretive' });
    const scan = await seedScan(t.db, { userId: owner.userId });
    const { shareId } = (await share(scan.id, owner.cookie)).json();
    const publicView = await t.app.inject({ url: `/api/share/${shareId}` });
    expect(publicView.statusCode).toBe(200);
    const body = publicView.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'advice',
        'confidence',
        'createdAt',
        'findings',
        'imageUrl',
        'mediumImageUrl',
        'overlayUrl',
        'products',
        'severity',
        'status',
      ].sort(),
    );
    expect(body.imageUrl).toBe(`/media/share/${shareId}/photo`);
    expect(publicView.body).not.toContain(owner.email);
    expect(publicView.body).not.toContain(owner.userId);
    expect(publicView.body).not.toContain(scan.id);
    expect(publicView.body).not.toContain('Secretive');
  });

  it('finds nothing for guessed, malformed or revoked ids', async () => {
    const owner = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    const { shareId } = (await share(scan.id, owner.cookie)).json();

    for (const guess of ['A'.repeat(24), 'abc', `${shareId}x`, '../../etc/passwd']) {
      const response = await t.app.inject({ url: `/api/share/${encodeURIComponent(guess)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This shared scan link is invalid or has been removed.');
    }

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/scans/${scan.id}/share`,
      headers: { cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/share/${shareId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/share/${shareId}/photo` })).statusCode).toBe(404);

    // Sharing again after a revoke makes a new link; the old one stays dead.
    const again = (await share(scan.id, owner.cookie)).json();
    expect(again.shareId).not.toBe(shareId);
    expect((await t.app.inject({ url: `/api/share/${shareId}` })).statusCode).toBe(404);
  });

  it('stops serving a revoked link at once, right after it was read over and over', async () => {
    const owner = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    const { shareId } = (await share(scan.id, owner.cookie)).json();
    // The share page needs the built web app, so it is mounted on a bare app with a stub page.
    const pageApp = Fastify();
    registerErrorHandler(pageApp);
    await sharePageRoutes(
      pageApp,
      { db: t.db, config: t.config },
      {
        indexHtml: '<html><head></head><body></body></html>',
        renderer: undefined,
      },
    );
    try {
      const read = () =>
        Promise.all([
          t.app.inject({ url: `/api/share/${shareId}` }),
          pageApp.inject({ url: `/share/${shareId}`, headers: { host: 'localhost' } }),
        ]);
      for (let i = 0; i < 20; i++) {
        expect((await read()).map((response) => response.statusCode)).toEqual([200, 200]);
      }
      // The live page preloads its data and photo; a dead one points at neither.
      const [, livePage] = await read();
      expect(livePage.body).toContain(`<link rel="preload" href="/api/share/${shareId}" as="fetch"`);
      expect(livePage.body).toContain(`href="/media/share/${shareId}/photo" as="image"`);
      const revoke = await t.app.inject({
        method: 'DELETE',
        url: `/api/scans/${scan.id}/share`,
        headers: { cookie: owner.cookie },
      });
      expect(revoke.statusCode).toBe(204);
      const [api, page] = await read();
      expect([api.statusCode, page.statusCode]).toEqual([404, 404]);
      expect(page.body).toContain('Scan Not Found');
      expect(page.body).not.toContain('rel="preload"');
    } finally {
      await pageApp.close();
    }
  });

  it('stops a cached link at once when another app instance revokes it or the scan is erased', async () => {
    const owner = await signUpUser(t.app);
    const [revoked, erased] = [
      await seedScan(t.db, { userId: owner.userId }),
      await seedScan(t.db, { userId: owner.userId }),
    ];
    const links = [
      (await share(revoked.id, owner.cookie)).json(),
      (await share(erased.id, owner.cookie)).json(),
    ];
    for (const { shareId } of links) {
      const first = await t.app.inject({ url: `/api/share/${shareId}` });
      const again = await t.app.inject({ url: `/api/share/${shareId}` });
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.json()).toEqual(first.json());
    }
    // Straight to the database, as another instance behind the load balancer would: this app's
    // cache is never told, and must not answer from it.
    await unpublishScan(t.db, revoked.id);
    await eraseScan(t.db, erased.id);
    for (const { shareId } of links) {
      const response = await t.app.inject({ url: `/api/share/${shareId}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('renders the page on the server for a guest, with the verdict, findings and photo, until revoked', async () => {
    const owner = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId }, { medium_key: 'scans/x/medium.jpg' });
    const { shareId } = (await share(scan.id, owner.cookie)).json();
    const renderPage = vi.fn(sourceRenderer.renderPage);
    const pageApp = Fastify();
    registerErrorHandler(pageApp);
    await pageApp.register(cookie);
    await sharePageRoutes(
      pageApp,
      { db: t.db, config: t.config },
      {
        indexHtml: '<html><head><title>PawSmile</title></head><body><div id="root"></div></body></html>',
        renderer: { renderPage, isAppPage: sourceRenderer.isAppPage },
      },
    );
    try {
      const read = (headers: Record<string, string> = {}) =>
        pageApp.inject({ url: `/share/${shareId}`, headers: { host: 'localhost', ...headers } });
      const [first, second] = [await read(), await read()];
      for (const page of [first, second]) {
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Inflamed gums');
        expect(page.body).toContain('Red gum margin');
        expect(page.body).toContain(
          `srcSet="/media/share/${shareId}/medium 800w, /media/share/${shareId}/photo 2000w"`,
        );
        expect(page.body).toContain('<meta property="og:title" content="Inflamed gums');
        // The data is in the page: no preload of the API for it.
        expect(page.body).not.toContain(`href="/api/share/${shareId}"`);
      }
      // Rendered once, then served from memory.
      expect(renderPage).toHaveBeenCalledOnce();
      // A member's browser renders it, with the data preloaded.
      const member = await read({ cookie: owner.cookie });
      expect(member.body).toContain(`<link rel="preload" href="/api/share/${shareId}" as="fetch"`);
      // Not rendered on the server: the verdict's findings are not in the page (its preview title is).
      expect(member.body).not.toContain('Red gum margin');

      await unpublishScan(t.db, scan.id);
      const revoked = await read();
      expect(revoked.statusCode).toBe(404);
      expect(revoked.body).not.toContain('Inflamed gums');
    } finally {
      await pageApp.close();
    }
  });

  it('lets only the owner revoke', async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    const { shareId } = (await share(scan.id, owner.cookie)).json();
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/scans/${scan.id}/share`,
      headers: { cookie: stranger.cookie },
    });
    expect(revoke.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/share/${shareId}` })).statusCode).toBe(200);
  });

  it('serves the shared photo only while the link is active', async () => {
    const owner = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId });
    const { shareId } = (await share(scan.id, owner.cookie)).json();
    // The seeded row points at a photo that storage does not hold, so the route must say 404, not crash.
    const missing = await t.app.inject({ url: `/media/share/${shareId}/photo` });
    expect(missing.statusCode).toBe(404);
    const wrongKind = await t.app.inject({ url: `/media/share/${shareId}/thumb-or-anything` });
    expect(wrongKind.statusCode).toBe(404);
  });

  it('names the 800 px copy, and the share page preloads the same choice of photo as its <img>', async () => {
    const owner = await signUpUser(t.app);
    const scan = await seedScan(t.db, { userId: owner.userId }, { medium_key: 'scans/x/medium.jpg' });
    const { shareId } = (await share(scan.id, owner.cookie)).json();
    const body = (await t.app.inject({ url: `/api/share/${shareId}` })).json();
    expect(body.mediumImageUrl).toBe(`/media/share/${shareId}/medium`);
    const pageApp = Fastify();
    registerErrorHandler(pageApp);
    await sharePageRoutes(
      pageApp,
      { db: t.db, config: t.config },
      {
        indexHtml: '<html><head></head><body></body></html>',
        renderer: undefined,
      },
    );
    try {
      const page = await pageApp.inject({ url: `/share/${shareId}`, headers: { host: 'localhost' } });
      expect(page.body).toContain(
        `<link rel="preload" href="/media/share/${shareId}/photo" ` +
          `imagesrcset="/media/share/${shareId}/medium 800w, /media/share/${shareId}/photo 2000w" ` +
          `imagesizes="${RESULT_PHOTO_SIZES}" as="image" fetchpriority="high">`,
      );
    } finally {
      await pageApp.close();
    }
  });
});
