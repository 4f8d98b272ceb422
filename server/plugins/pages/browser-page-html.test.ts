import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { renderPageSkeleton } from '#web/entry-server.tsx';
import { createBrowserPageHtml, fillBrowserPage } from './browser-page-html.ts';
import type { PageRenderer } from './page-renderer.ts';

const SHELL = '<html><head><title>PawSmile</title></head><body><div id="root"></div></body></html>';
const PRELOAD = '\n    <link rel="preload" href="/api/pets" as="fetch" crossorigin="use-credentials" />';

describe('fillBrowserPage', () => {
  it('puts the skeleton in #root and the preloads in the head, `$` patterns and all', () => {
    const html = fillBrowserPage(SHELL, { skeleton: "<p>$& $'</p>", headTags: PRELOAD });
    expect(html).toBe(
      '<html><head><title>PawSmile</title><link rel="preload" href="/api/pets" as="fetch" crossorigin="use-credentials" />\n' +
        '  </head><body><div id="root"><p>$& $\'</p></div></body></html>',
    );
    expect(fillBrowserPage(SHELL, { skeleton: '', headTags: '' })).toBe(SHELL);
  });
});

describe('createBrowserPageHtml', () => {
  const request = (url: string) => ({ url }) as Parameters<ReturnType<typeof createBrowserPageHtml>>[0];
  const reply = {} as Parameters<ReturnType<typeof createBrowserPageHtml>>[1];
  const renderer = { renderPageSkeleton } as PageRenderer;
  const { log } = Fastify();

  it("draws the page's frame and skeleton, with a Loading… status, and adds its preloads", async () => {
    const pageHtml = createBrowserPageHtml({
      routeHtml: () => SHELL,
      renderer,
      dataPreloadsFor: async () => PRELOAD,
      log,
    });
    const html = await pageHtml(request('/pets?added=1'), reply);
    expect(html).toContain('<header');
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading…');
    expect(html).toContain('href="/api/pets"');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('sends an empty #root when there is no server build or the skeleton fails to draw', async () => {
    const failing = {
      renderPageSkeleton: vi.fn(() => {
        throw new Error('boom');
      }),
    } as unknown as PageRenderer;
    for (const drawer of [undefined, failing]) {
      const pageHtml = createBrowserPageHtml({
        routeHtml: () => SHELL,
        renderer: drawer,
        dataPreloadsFor: async () => '',
        log,
      });
      expect(await pageHtml(request('/pets'), reply)).toBe(SHELL);
    }
  });
});
