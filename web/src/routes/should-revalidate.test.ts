import { describe, expect, it } from 'vitest';
import { onlyWhenThePathChanges } from './route-loaders.ts';

const move = (from: string, to: string) =>
  onlyWhenThePathChanges({
    currentUrl: new URL(`http://app${from}`),
    nextUrl: new URL(`http://app${to}`),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
  });

describe('onlyWhenThePathChanges', () => {
  it("runs a route's loader again for a new path, not for a new query or hash", () => {
    expect(move('/pets/a', '/pets/b')).toBe(true);
    expect(move('/', '/?step=crop')).toBe(false);
    expect(move('/?step=crop', '/?scan=s1')).toBe(false);
  });
});
