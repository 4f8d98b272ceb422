/**
 * The tab's memory of a scan it asked for (docs/product-rules.md#reload-during-analysis): written
 * when Analyse sends the scan request, forgotten when its answer arrives. A page reloaded in between
 * finds it, and asks the server which scan the key made. sessionStorage, so it stays with the tab.
 */
export interface ScanRequestRecord {
  /** Sent with POST /api/scans: the same key again is the same scan. */
  key: string;
  /** The pending upload the request named; deleted when the request turns out never to have arrived. */
  uploadId: string | null;
  sentAt: number;
}

export const SCAN_REQUEST_STORAGE_KEY = 'pawsmile.scan-request';

/** Longer than a pending upload waits plus an analysis: an older record is of a page long gone. */
export const SCAN_REQUEST_MAX_AGE_MS = 30 * 60 * 1000;

type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function newScanRequest(
  uploadId: string | null,
  now: number,
  makeKey: () => string = () => crypto.randomUUID(),
): ScanRequestRecord {
  return { key: makeKey(), uploadId, sentAt: now };
}

function isScanRequestRecord(value: unknown): value is ScanRequestRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.key === 'string' &&
    (record.uploadId === null || typeof record.uploadId === 'string') &&
    typeof record.sentAt === 'number'
  );
}

/** The record this tab left, if it is one and recent; anything else reads as none. */
export function readScanRequest(storage: RecordStorage | null, now: number): ScanRequestRecord | null {
  try {
    const text = storage?.getItem(SCAN_REQUEST_STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!isScanRequestRecord(parsed)) return null;
    return now - parsed.sentAt <= SCAN_REQUEST_MAX_AGE_MS && parsed.sentAt <= now ? parsed : null;
  } catch {
    return null;
  }
}

// Storage can refuse (a private window's quota, storage switched off): the scan goes ahead
// without the memory, as it did before there was one.
export function rememberScanRequest(storage: RecordStorage | null, record: ScanRequestRecord): void {
  try {
    storage?.setItem(SCAN_REQUEST_STORAGE_KEY, JSON.stringify(record));
  } catch {}
}

export function forgetScanRequest(storage: RecordStorage | null): void {
  try {
    storage?.removeItem(SCAN_REQUEST_STORAGE_KEY);
  } catch {}
}

/** The tab's sessionStorage, or null where reading it throws (some privacy settings). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
