import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { composePage, preparePage } from './compose-page.ts';

const SHELL = `<!doctype html><html><head>
    <link rel="preload" href="/api/auth/session" as="fetch" crossorigin="use-credentials" />
    <title>PawSmile</title>
  </head><body><div id="root"></div></body></html>`;

describe('composePage', () => {
  it('puts the page in #root, its state after it, its title in the head, and drops the session preload', () => {
    const html = composePage(SHELL, {
      html: '<h1>Pricing</h1>',
      title: 'Pricing · PawSmile',
      stateScript: '<script type="application/json" id="s">{}</script>',
    });
    expect(html).toContain(
      '<div id="root"><h1>Pricing</h1></div>\n    <script type="application/json" id="s">{}</script>',
    );
    expect(html).toContain('<title>Pricing · PawSmile</title>');
    expect(html).not.toContain('/api/auth/session');
  });

  it("keeps the page's text as it is, `$` patterns included, and escapes the title", () => {
    const html = composePage(SHELL, { html: "<p>$& $' $1 $$</p>", title: 'A <b> & c', stateScript: '' });
    expect(html).toContain("<p>$& $' $1 $$</p>");
    expect(html).toContain('<title>A &#60;b&#62; &#38; c</title>');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => composePage('<html></html>', { html: '', title: null, stateScript: '' })).toThrow(/#root/);
  });
});

describe('preparePage', () => {
  it('keeps brotli and gzip copies that decode to the page', () => {
    const page = preparePage('<p>hello</p>'.repeat(100));
    expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).toString()).toBe(page.html);
  });
});
