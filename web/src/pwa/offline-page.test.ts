import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './offline-page.ts';

describe('the offline page', () => {
  const html = offlinePageHtml();

  it('works on its own under the CSP: no script, no stylesheet or image to fetch', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link rel="stylesheet"/i);
    expect(html).not.toMatch(/<img/i);
  });

  it('says what happened and offers a retry of the address that failed and the home page', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>You’re offline</h1>');
    expect(html).toContain('<a class="primary" href="">Try again</a>');
    expect(html).toContain('href="/">Go to the home page</a>');
    // The logo is decoration: hidden from screen readers, the heading says it all.
    expect(html).toMatch(/<span class="mark" aria-hidden="true"><svg /);
  });
});
