import { useSyncExternalStore } from 'react';

/**
 * Remembers in this browser that the guest has used the free scan, so the widget
 * can say so before an upload. The server's guest cookie is the real rule: its
 * GUEST_LIMIT_EXCEEDED answer sets this flag too.
 */
const STORAGE_KEY = 'pawsmile.guestFreeScanUsed';
const listeners = new Set<() => void>();
/** Kept as well for browsers that block storage (privacy modes), for the life of the page. */
let isUsedInMemory = false;

function read(): boolean {
  if (isUsedInMemory) return true;
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab using the free scan blocks this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function markGuestScanUsed(): void {
  isUsedInMemory = true;
  try {
    window.localStorage.setItem(STORAGE_KEY, 'true');
  } catch {
    // Blocked storage: the in-memory flag and the server's cookie still apply.
  }
  for (const listener of listeners) listener();
}

export function useGuestScanUsed(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
