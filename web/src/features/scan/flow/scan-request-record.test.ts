import { describe, expect, it } from 'vitest';
import {
  forgetScanRequest,
  newScanRequest,
  readScanRequest,
  rememberScanRequest,
  SCAN_REQUEST_MAX_AGE_MS,
  SCAN_REQUEST_STORAGE_KEY,
} from './scan-request-record.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('the tab’s scan request record', () => {
  it('keeps the key and upload of a request until its answer forgets them', () => {
    const storage = memoryStorage();
    const sent = newScanRequest('upload-1', NOW, () => 'key-1');
    expect(sent).toEqual({ key: 'key-1', uploadId: 'upload-1', sentAt: NOW });
    rememberScanRequest(storage, sent);
    expect(readScanRequest(storage, NOW + 5000)).toEqual(sent);
    forgetScanRequest(storage);
    expect(readScanRequest(storage, NOW + 5000)).toBeNull();
  });

  it('makes a new UUID for each press of Analyse', () => {
    const first = newScanRequest(null, NOW);
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newScanRequest(null, NOW).key).not.toBe(first.key);
  });

  it('reads an old record, a future one or anything malformed as none', () => {
    const storage = memoryStorage();
    rememberScanRequest(
      storage,
      newScanRequest(null, NOW, () => 'key'),
    );
    expect(readScanRequest(storage, NOW + SCAN_REQUEST_MAX_AGE_MS + 1)).toBeNull();
    expect(readScanRequest(storage, NOW - 1)).toBeNull();
    for (const text of ['{', '"key"', '{"key":1,"uploadId":null,"sentAt":0}', '{"key":"k","sentAt":0}']) {
      storage.items.set(SCAN_REQUEST_STORAGE_KEY, text);
      expect(readScanRequest(storage, NOW)).toBeNull();
    }
  });

  it('goes on without a memory where storage refuses, or there is none', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const sent = newScanRequest(null, NOW, () => 'key');
    expect(() => rememberScanRequest(refusing, sent)).not.toThrow();
    expect(readScanRequest(refusing, NOW)).toBeNull();
    expect(() => forgetScanRequest(refusing)).not.toThrow();
    expect(readScanRequest(null, NOW)).toBeNull();
  });
});
