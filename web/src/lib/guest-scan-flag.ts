import { useSyncExternalStore } from 'react';

/**
 * Remembers in this browser that the guest has used the free scan, so the widget
 * can say so before an upload, and which result it gave. The server's guest cookie
 * is the real rule: GET /api/guest/scans (use-guest-free-scan.ts) answers first and
 * this is the fallback; a GUEST_LIMIT_EXCEEDED answer for this browser's own scan
 * sets the flag too (without a result id), the shared network limit does not.
 */
const USED_KEY = 'pawsmile.guestFreeScanUsed';
const RESULT_KEY = 'pawsmile.guestFreeScanResultId';
const listeners = new Set<() => void>();
/** Kept as well for browsers that block storage (privacy modes), for the life of the page. */
let isUsedInMemory = false;
let resultIdInMemory: string | null = null;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the in-memory copy and the server's cookie still apply.
  }
}

/** Whether this browser remembers its free scan as used; useGuestScanUsed follows it. */
export function hasUsedGuestScan(): boolean {
  return isUsedInMemory || readStorage(USED_KEY) === 'true';
}

function readResultId(): string | null {
  return resultIdInMemory ?? readStorage(RESULT_KEY);
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab using the free scan blocks this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === USED_KEY || event.key === RESULT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The free scan is used; `resultId` is the scan it produced, when this browser saw it. */
export function markGuestScanUsed(resultId?: string): void {
  isUsedInMemory = true;
  writeStorage(USED_KEY, 'true');
  if (resultId) {
    resultIdInMemory = resultId;
    writeStorage(RESULT_KEY, resultId);
  }
  notify();
}

/**
 * The remembered result is gone (deleted, or moved into an account): stop offering it.
 * Without an id, whatever is remembered is forgotten (signup moves every guest scan).
 */
export function forgetGuestResult(resultId?: string): void {
  if (resultId && readResultId() !== resultId) return;
  resultIdInMemory = null;
  writeStorage(RESULT_KEY, null);
  notify();
}

export function useGuestScanUsed(): boolean {
  return useSyncExternalStore(subscribe, hasUsedGuestScan, () => false);
}

/** The id of the guest's free-scan result, if this browser remembers one. */
export function useGuestResultId(): string | null {
  return useSyncExternalStore(subscribe, readResultId, () => null);
}

/** True when `scanId` is the guest's remembered free-scan result. */
export function isGuestResult(scanId: string): boolean {
  return readResultId() === scanId;
}
