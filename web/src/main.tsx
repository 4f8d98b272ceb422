import { PAGE_STATE_ELEMENT_ID } from './ssr/page-state.ts';
import './styles.css';

/**
 * The browser's entry, kept tiny: it starts the app (start-app.tsx, with React and every module the
 * first page needs) at once on a page rendered here, and only after the first paint on a page the
 * server rendered. That page is already whole in its HTML, its scan buttons already work
 * (features/scan/upload/file-choice-button.tsx), and evaluating the app before the browser has
 * painted it would hold the first paint back (docs/performance.md#first-interaction).
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

const startApp = () => void import('./start-app.tsx');
if (document.getElementById(PAGE_STATE_ELEMENT_ID)) afterFirstPaint(startApp);
else startApp();
