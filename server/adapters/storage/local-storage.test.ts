import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

const root = mkdtempSync(path.join(tmpdir(), 'pawsmile-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local photo storage', () => {
  it('stores, reads and deletes a photo, leaving no temp file or empty folder', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    const body = Buffer.from('png bytes');
    await storage.put('scans/abc-123/overlay.png', body, 'image/png');
    expect(readdirSync(path.join(root, 'uploads', 'scans', 'abc-123'))).toEqual(['overlay.png']);
    expect(await storage.get('scans/abc-123/overlay.png')).toEqual({ body, contentType: 'image/png' });
    await storage.delete('scans/abc-123/overlay.png');
    expect(await storage.get('scans/abc-123/overlay.png')).toBeUndefined();
    expect(existsSync(path.join(root, 'uploads', 'scans', 'abc-123'))).toBe(false);
    await storage.delete('scans/abc-123/overlay.png');
  });

  it.each([
    '../secret.jpg',
    'scans/../../x.jpg',
    '/etc/passwd.jpg',
    'scans//x.jpg',
    'scans/X.jpg',
    'scans/x.svg',
    'scans/x',
  ])('refuses the key %s', async (key) => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    await expect(storage.put(key, Buffer.alloc(1), 'image/jpeg')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
  });
});
