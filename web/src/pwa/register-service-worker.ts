/** Built beside index.html by scripts/build/pwa-assets.ts. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (docs/product-rules.md#installed-app) once the page has loaded, so
 * storing the app's shell never competes with the first visit's own downloads. Only in production
 * builds (the e2e tests run one): the dev server has no worker, and a worker there would serve
 * stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // Installing is an extra: the page works the same without it.
      console.warn('The service worker could not be registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
