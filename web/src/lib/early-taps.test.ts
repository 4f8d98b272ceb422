import { describe, expect, it } from 'vitest';
import { keepEarlyTaps, markAppReady, needsApp, takeEarlyPhoto, takeEarlyTap } from './early-taps.ts';

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
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const doc = {
    documentElement: root,
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      listeners.set(type, listener);
    },
  } as unknown as Document;
  const dispatch = (type: string, target: unknown) => listeners.get(type)?.({ target });
  return {
    doc,
    root,
    menu,
    icon,
    link,
    tap: (target: unknown) => dispatch('click', target),
    change: (target: unknown) => dispatch('change', target),
  };
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

  it('keeps a photo chosen in a scanner’s file input before the app took over, used up once asked', () => {
    const page = fakePage();
    keepEarlyTaps(page.doc);
    const picker = new FakeElement(page.root);
    picker.setAttribute('data-photo-picker', 'server-html');
    const file = new File(['photo'], 'mouth.jpg', { type: 'image/jpeg' });
    const input = (parent: FakeElement) =>
      Object.assign(new FakeElement(parent), { type: 'file', files: [file] });
    const takePhoto = input(picker);
    takePhoto.setAttribute('capture', 'environment');
    page.change(takePhoto);
    expect(takeEarlyPhoto()).toEqual({ file, method: 'camera' });
    expect(takeEarlyPhoto()).toBeNull();

    page.change(input(picker));
    expect(takeEarlyPhoto()).toEqual({ file, method: 'upload' });
    // A file input outside the scanner is not the scanner's.
    page.change(input(page.root));
    expect(takeEarlyPhoto()).toBeNull();
    // Once the app runs the page, its own change handler takes the choice.
    markAppReady(page.doc);
    page.change(input(picker));
    expect(takeEarlyPhoto()).toBeNull();
  });
});
