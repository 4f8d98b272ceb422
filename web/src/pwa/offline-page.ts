import { PRODUCT_NAME } from '#common/brand.ts';
import { BACKGROUND_COLOUR, INK_COLOUR, MUTED_INK_COLOUR, THEME_COLOUR } from './app-colours.ts';
import { appIconSvg } from './app-icon-svg.ts';

/**
 * The page the service worker shows for a page it cannot fetch offline (cache-rules.ts). It is
 * stored at install, so it depends on nothing else: its style is inline (the CSP allows inline
 * styles, not scripts) and "Try again" is a plain link to the address that failed (an empty href),
 * so it works without JavaScript.
 */
export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${THEME_COLOUR}" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>You’re offline · ${PRODUCT_NAME}</title>
    <style>
      :root { color-scheme: light; }
      * { box-sizing: border-box; }
      body {
        margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
        background: ${BACKGROUND_COLOUR}; color: ${INK_COLOUR};
        font: 1rem/1.5 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
      }
      main { width: 100%; max-width: 28rem; text-align: center; }
      .mark { display: inline-block; width: 4rem; height: 4rem; }
      .mark svg { width: 100%; height: 100%; }
      h1 {
        margin: 1rem 0 0.5rem; font-size: 1.75rem; line-height: 1.2;
        font-family: ui-rounded, "SF Pro Rounded", "Nunito", "Segoe UI", system-ui, sans-serif;
      }
      p { margin: 0 0 1rem; color: ${MUTED_INK_COLOUR}; }
      .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1.5rem; }
      a {
        display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem;
        padding: 0.625rem 1.25rem; border-radius: 0.75rem; font-weight: 600; text-decoration: none;
        border: 2px solid ${THEME_COLOUR};
      }
      a:focus-visible { outline: 3px solid ${INK_COLOUR}; outline-offset: 3px; }
      .primary { background: ${THEME_COLOUR}; color: ${BACKGROUND_COLOUR}; }
      .secondary { background: transparent; color: ${THEME_COLOUR}; }
    </style>
  </head>
  <body>
    <main>
      <span class="mark" aria-hidden="true">${appIconSvg('any', 64)}</span>
      <h1>You’re offline</h1>
      <p>This page needs an internet connection, and your device is not connected right now.</p>
      <p>Checking a photo needs a connection too. Try again once you are back online.</p>
      <div class="actions">
        <a class="primary" href="">Try again</a>
        <a class="secondary" href="/">Go to the home page</a>
      </div>
    </main>
  </body>
</html>
`;
}
