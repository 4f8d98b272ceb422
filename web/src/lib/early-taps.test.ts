import { describe, expect, it } from 'vitest';
import { keepEarlyTaps, markAppReady, needsApp, takeEarlyTap } from './early-taps.ts';

/** Just enough of an element: attributes, and closest() for one selector. */
class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(private readonly parent: FakeElement | null = null) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  closest(selector: string): FakeElement | null {
    const name = selector.slice(1, -1);
    return this.hasAttribute(name) ? this : (this.parent?.closest(selector) ?? null);
  }
}

function fakePage() {
  const root = new FakeElement();
  const menu = new FakeElement(root);
  for (const [name, value] of Object.entries(needsApp)) menu.setAttribute(name, value);
  const icon = new FakeElement(menu);
  const link = new FakeElement(root);
  let onClick: (event: { target: unknown }) => void = () => {};
  const doc = {
    documentElement: root,
    addEventListener: (_type: string, listener: (event: { target: unknown }) => void) => {
      onClick = listener;
    },
  } as unknown as Document;
  return { doc, root, menu, icon, link, tap: (target: unknown) => onClick({ target }) };
}

describe('early taps', () => {
  it('keeps a tap inside a control that needs the app, used up once asked', () => {
    const page = fakePage();
    keepEarlyTaps(page.doc);
    page.tap(page.icon);
    page.tap(page.link);
    page.tap(null);
    expect(takeEarlyTap(page.menu as unknown as Element)).toBe(true);
    expect(takeEarlyTap(page.menu as unknown as Element)).toBe(false);
    expect(takeEarlyTap(page.link as unknown as Element)).toBe(false);
  });

  it('keeps nothing once the app runs the page: its controls answer taps themselves', () => {
    const page = fakePage();
    keepEarlyTaps(page.doc);
    markAppReady(page.doc);
    page.tap(page.icon);
    expect(takeEarlyTap(page.menu as unknown as Element)).toBe(false);
  });
});
