import type { Page } from '@playwright/test';

/**
 * Collects what a healthy page never produces: console warnings and errors (React Router warns in
 * production builds too), uncaught errors, failed requests and answers of 400 or more. A test reads
 * the list at its end and expects it empty.
 */
export function recordTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      trouble.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`page error on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) =>
    trouble.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      trouble.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return trouble;
}
