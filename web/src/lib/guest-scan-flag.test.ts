import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const USED_KEY = 'pawsmile.guestFreeScanUsed';
const RESULT_KEY = 'pawsmile.guestFreeScanResultId';

/** A window with a working localStorage, or one whose storage throws (privacy modes). */
function fakeWindow({ isStorageBlocked = false } = {}) {
  const items = new Map<string, string>();
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const localStorage = {
    getItem: (key: string) => (isStorageBlocked ? blocked() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (isStorageBlocked ? blocked() : items.set(key, value)),
    removeItem: (key: string) => (isStorageBlocked ? blocked() : items.delete(key)),
  };
  return { items, window: { localStorage, addEventListener: vi.fn(), removeEventListener: vi.fn() } };
}

/** The flag keeps an in-memory copy: each test gets a fresh module. */
async function loadFlag(options?: { isStorageBlocked?: boolean }) {
  const fake = fakeWindow(options);
  vi.stubGlobal('window', fake.window);
  vi.resetModules();
  return { items: fake.items, ...(await import('./guest-scan-flag.ts')) };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest scan flag', () => {
  it('remembers the used scan and its result in storage', async () => {
    const flag = await loadFlag();
    expect(flag.hasUsedGuestScan()).toBe(false);
    flag.markGuestScanUsed('scan-1');
    expect(flag.items.get(USED_KEY)).toBe('true');
    expect(flag.items.get(RESULT_KEY)).toBe('scan-1');
    expect(flag.hasUsedGuestScan()).toBe(true);
    expect(flag.isGuestResult('scan-1')).toBe(true);
  });

  it('reads what an earlier page load stored', async () => {
    const flag = await loadFlag();
    flag.items.set(USED_KEY, 'true');
    flag.items.set(RESULT_KEY, 'scan-9');
    expect(flag.hasUsedGuestScan()).toBe(true);
    expect(flag.isGuestResult('scan-9')).toBe(true);
  });

  it('marks the scan used without a result when the server refused it, keeping any earlier result', async () => {
    const flag = await loadFlag();
    flag.markGuestScanUsed('scan-1');
    flag.markGuestScanUsed();
    expect(flag.hasUsedGuestScan()).toBe(true);
    expect(flag.isGuestResult('scan-1')).toBe(true);
  });

  it('forgets only the result it is told about, or any result when told none', async () => {
    const flag = await loadFlag();
    flag.markGuestScanUsed('scan-1');
    flag.forgetGuestResult('scan-2');
    expect(flag.isGuestResult('scan-1')).toBe(true);
    flag.forgetGuestResult('scan-1');
    expect(flag.isGuestResult('scan-1')).toBe(false);
    expect(flag.items.has(RESULT_KEY)).toBe(false);
    flag.markGuestScanUsed('scan-3');
    flag.forgetGuestResult();
    expect(flag.isGuestResult('scan-3')).toBe(false);
    // The free scan itself stays used: only the result moved or went.
    expect(flag.hasUsedGuestScan()).toBe(true);
  });

  it('still works for the life of the page when storage is blocked', async () => {
    const flag = await loadFlag({ isStorageBlocked: true });
    expect(flag.hasUsedGuestScan()).toBe(false);
    flag.markGuestScanUsed('scan-1');
    expect(flag.hasUsedGuestScan()).toBe(true);
    expect(flag.isGuestResult('scan-1')).toBe(true);
  });
});
