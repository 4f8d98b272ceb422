import { describe, expect, it } from 'vitest';
import { dataPreloadLinks, pageDataRequests } from './page-requests.ts';

describe('pageDataRequests', () => {
  it("names the first API request of the dashboard, the pets list, a pet's page and a scan's page", () => {
    expect(pageDataRequests('/home')).toEqual({ apiPaths: ['/api/me/summary'], audience: 'member' });
    expect(pageDataRequests('/pets/')).toEqual({ apiPaths: ['/api/pets'], audience: 'member' });
    expect(pageDataRequests('/pets/p1')).toEqual({ apiPaths: ['/api/pets/p1'], audience: 'member' });
    expect(pageDataRequests('/scans/s1')).toEqual({
      apiPaths: ['/api/scans/s1'],
      audience: 'record-viewer',
    });
  });

  it('fills the id as the web client does: decoded from the path, then encoded', () => {
    expect(pageDataRequests('/scans/a%20b')?.apiPaths).toEqual(['/api/scans/a%20b']);
    expect(pageDataRequests('/scans/a"b')?.apiPaths).toEqual(['/api/scans/a%22b']);
  });

  it('asks for nothing on other pages, or for an id that names no record', () => {
    for (const path of ['/', '/account', '/pets/p1/compare', '/scans/%E0%A4%A', `/scans/${'x'.repeat(65)}`]) {
      expect(pageDataRequests(path)).toBeUndefined();
    }
  });
});

describe('dataPreloadLinks', () => {
  it('asks as the app fetches: same origin, with credentials', () => {
    expect(dataPreloadLinks(['/api/pets']).trim()).toBe(
      '<link rel="preload" href="/api/pets" as="fetch" crossorigin="use-credentials" />',
    );
    expect(dataPreloadLinks([])).toBe('');
  });
});
