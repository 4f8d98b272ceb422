import { keepEarlyTaps } from './lib/early-taps.ts';
import { PAGE_STATE_ELEMENT_ID } from './ssr/page-state.ts';
import './styles.css';

/**
 * The browser's entry, kept tiny: it starts the app (start-app.tsx, with React and every module the
 * first page needs) at once on a page rendered here, and only after the first paint on a page the
 * server rendered. That page is already whole in its HTML, its scan buttons already work
 * (features/scan/upload/file-choice-button.tsx), and fetching and evaluating the app before the
 * browser has painted it would hold the first paint back (docs/performance.md#first-interaction).
 */
function afterFirstPaint(start: () => void): void {
  let hasStarted = false;
  const once = () => {
    if (hasStarted) return;
    hasStarted = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A tab opened in the background never paints until shown: start anyway.
  setTimeout(once, 500);
}

/** Name kept in step with MODULES_AFTER_PAINT in server/plugins/page-preloads.ts. */
const MODULES_AFTER_PAINT = 'meta[name="modules-after-paint"]';

/**
 * The scripts the server named for this page (the app's and the page's chunks), fetched all at once
 * rather than each after the one importing it.
 */
function preloadNamedModules(): void {
  const names = document.querySelector<HTMLMetaElement>(MODULES_AFTER_PAINT)?.content ?? '';
  for (const href of names.split(' ')) {
    if (!href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const startApp = () => void import('./start-app.tsx');
if (document.getElementById(PAGE_STATE_ELEMENT_ID)) {
  // A tap on the phone's menu button before the app has loaded opens the menu once it has.
  keepEarlyTaps();
  afterFirstPaint(() => {
    preloadNamedModules();
    startApp();
  });
} else {
  startApp();
}
