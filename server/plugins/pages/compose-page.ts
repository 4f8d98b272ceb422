import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A rendered page's parts, from the renderer (web/src/entry-server.tsx). */
export interface RenderedBody {
  html: string;
  title: string | null;
  stateScript: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;
/** index.html asks for the session early (docs/performance.md#first-load); a rendered page already has it. */
const SESSION_PRELOAD = /\s*<link rel="preload" href="\/api\/auth\/session"[^>]*>/;

/** Text or an attribute value made safe to place in HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The app's HTML (with whatever head tags the route added) around a rendered page: its #root
 * contents, the state the browser hydrates from right after #root, and its title.
 */
export function composePage(shellHtml: string, body: RenderedBody): string {
  if (!shellHtml.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root element');
  let html = shellHtml.replace(SESSION_PRELOAD, '');
  if (body.title) html = html.replace(DEFAULT_TITLE, `<title>${escapeHtml(body.title)}</title>`);
  // A replacer function, so `$` in the page's text is not read as a replacement pattern.
  return html.replace(EMPTY_ROOT, () => `<div id="root">${body.html}</div>\n    ${body.stateScript}`);
}

/** A page's HTML with its compressed copies, made once for a page that is served many times. */
export interface PreparedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function preparePage(html: string): PreparedPage {
  return {
    html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** Sends a prepared page in the encoding the browser accepts. The HTML is never cached by the browser. */
export function sendPreparedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PreparedPage,
  status: number,
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
