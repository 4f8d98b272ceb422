import { describe, expect, it } from 'vitest';
import { nextPathFrom, safeNextPath } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/scans/abc')).toBe('/scans/abc');
    expect(safeNextPath('/account?tab=email#password')).toBe('/account?tab=email#password');
  });

  it('refuses anything a browser would read as another site', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', 'evil.example', '']) {
      expect(safeNextPath(value)).toBeNull();
    }
  });

  it('refuses control characters, backslashes, very long values and non-strings', () => {
    expect(safeNextPath('/home\n//evil.example')).toBeNull();
    expect(safeNextPath('/home\u007f')).toBeNull();
    expect(safeNextPath('/a\\b')).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(2000)}`)).toBeNull();
    expect(safeNextPath(42)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it('never leads back to the auth pages themselves', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/signup?next=/home')).toBeNull();
    expect(safeNextPath('/login#top')).toBeNull();
    expect(safeNextPath('/login-help')).toBe('/login-help');
  });
});

describe('nextPathFrom', () => {
  it('prefers ?next=, then the router state, and drops unsafe ones', () => {
    expect(nextPathFrom('?next=%2Fscans%2F1', { from: '/account' })).toBe('/scans/1');
    expect(nextPathFrom('?next=%2F%2Fevil.example', { from: '/account' })).toBe('/account');
    expect(nextPathFrom('', { from: '//evil.example' })).toBeNull();
    expect(nextPathFrom('', null)).toBeNull();
    expect(nextPathFrom('', 'not an object')).toBeNull();
  });
});
