import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as sourceRenderer from '#web/entry-server.tsx';
import type { PageRenderer } from './page-renderer.ts';
import { createPublicPages } from './public-pages.ts';

const SHELL = '<html><head><title>PawSmile</title></head><body><div id="root"></div></body></html>';

describe('public pages', () => {
  const renderer: PageRenderer = {
    renderPage: vi.fn(sourceRenderer.renderPage),
    isAppPage: sourceRenderer.isAppPage,
    renderPageSkeleton: sourceRenderer.renderPageSkeleton,
  };
  const app = Fastify();
  beforeAll(async () => {
    await app.register(cookie);
    const servePage = createPublicPages({
      renderer,
      shellFor: () => SHELL,
      browserPage: async () => SHELL,
      log: app.log,
    });
    app.setNotFoundHandler((request, reply) => servePage(request, reply));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('sends a guest a public page rendered on the server, rendering it once however many ask at once', async () => {
    const answers = await Promise.all([get('/pricing'), get('/pricing'), get('/pricing')]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('Simple plans for healthy smiles');
      expect(answer.body).toContain('<title>Pricing · PawSmile</title>');
    }
    const pricingRenders = vi
      .mocked(renderer.renderPage)
      .mock.calls.filter(([request]) => request.path === '/pricing');
    expect(pricingRenders).toHaveLength(1);
  });

  it('sends it compressed to a browser that accepts brotli or gzip', async () => {
    const brotli = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect((await get('/about', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers a path that is no page with 404 and the not-found page', async () => {
    const answer = await get('/no-such-page');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('404 Page Not Found');
  });

  it("leaves a signed-in visitor, an address with a query and a members' page to the browser", async () => {
    for (const answer of [
      await get('/pricing', { cookie: 'ps_session=abc' }),
      await get('/?step=crop'),
      await get('/pets'),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(SHELL);
    }
    // Unknown stays unknown for a member too; their browser renders the not-found page.
    const memberMiss = await get('/no-such-page', { cookie: 'ps_session=abc' });
    expect([memberMiss.statusCode, memberMiss.body]).toEqual([404, SHELL]);
  });

  it("falls back to the browser's rendering when the server's fails", async () => {
    vi.mocked(renderer.renderPage).mockRejectedValueOnce(new Error('boom'));
    const answer = await get('/terms');
    expect([answer.statusCode, answer.body]).toEqual([200, SHELL]);
    // Tried again on the next request.
    expect((await get('/terms')).body).toContain('Terms of Service');
  });
});
