import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSharedScan } from '#common/contracts/share.ts';
import { isAppPage, type RenderResult, renderPage } from './entry-server.tsx';
import { PAGE_STATE_ELEMENT_ID } from './ssr/page-state.ts';

/** Rendering must never call the API: a guest's answers are known, and a shared scan is given. */
function forbidFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    throw new Error(`the server's renderer fetched ${String(input)}`);
  });
}

function expectPage(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}

const headline = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

const SHARED_SCAN: TSharedScan = {
  createdAt: '2026-03-04T23:30:00.000Z',
  imageUrl: '/media/share/abc/photo',
  mediumImageUrl: '/media/share/abc/medium',
  overlayUrl: '/media/share/abc/overlay',
  status: 'inflamed',
  severity: 'concerning',
  confidence: 0.7,
  findings: [
    {
      code: 'gum_redness_margin',
      label: 'Red gum margin',
      where: 'upper gum line',
      region: null,
      level: 'moderate',
    },
  ],
  advice: 'Book a dental check with your vet.',
  products: [{ name: 'Enzymatic toothpaste', description: 'Daily brushing', url: '#' }],
};

afterEach(() => vi.restoreAllMocks());

describe('renderPage', () => {
  it.each([
    ['/', 'A healthier smile for your pet starts with'],
    ['/pricing', 'Simple plans for healthy smiles'],
    ['/about', 'Why we built PawSmile'],
    ['/contact', 'We’re here to help'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/find-vets', 'Find Local Veterinary Partners'],
    ['/vet-register', 'Veterinary Partner Registration'],
  ])('renders %s for a guest with its headline, title and state, fetching nothing', async (path, heading) => {
    const fetchSpy = forbidFetch();
    const page = expectPage(await renderPage({ path }));
    expect(page.status).toBe(200);
    expect(headline(page.html)).toContain(heading);
    // The guest's header, and no script React would need to finish the page (the CSP forbids inline ones).
    expect(page.html).toContain('Log In');
    expect(page.html).not.toContain('<script');
    expect(page.title).toMatch(/PawSmile/);
    expect(page.stateScript).toContain(`id="${PAGE_STATE_ELEMENT_ID}"`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders a shared scan with its verdict, findings and photo srcset from the given view', async () => {
    const fetchSpy = forbidFetch();
    const page = expectPage(
      await renderPage({ path: '/share/abc', sharedScan: { shareId: 'abc', scan: SHARED_SCAN } }),
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('Inflamed gums');
    expect(page.html).toContain('Red gum margin');
    expect(page.html).toContain('srcSet="/media/share/abc/medium 800w, /media/share/abc/photo');
    // The reader's time zone is unknown on the server: the date is shown in UTC until hydration.
    expect(page.html).toContain('March 4, 2026');
    expect(page.stateScript).toContain('"share","detail","abc"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders the not-found page with status 404 for a path that is no page', async () => {
    const page = expectPage(await renderPage({ path: '/no-such-page' }));
    expect(page.status).toBe(404);
    expect(headline(page.html)).toBe('404 Page Not Found');
  });

  it("sends a guest from a members' page to /login, with the way back", async () => {
    expect(await renderPage({ path: '/pets/p1' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/login?next=%2Fpets%2Fp1',
    });
  });
});

describe('isAppPage', () => {
  it("knows the app's pages, with and without params, and nothing else", () => {
    expect(['/', '/pricing', '/share/abc', '/pets/p1/compare'].map(isAppPage)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/nope', '/pricing/extra', '/assets/missing.js'].map(isAppPage)).toEqual([false, false, false]);
  });
});
