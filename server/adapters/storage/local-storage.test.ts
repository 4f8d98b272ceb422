import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('lists every file under a prefix with its modification time, temp files included', async () => {
    const dir = path.join(root, 'listed');
    const storage = createLocalStorage(dir);
    await storage.put('scans/a-1/photo.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('scans/b-2/overlay.png', Buffer.from('b'), 'image/png');
    await storage.put('other/c.jpg', Buffer.from('c'), 'image/jpeg');
    // What a crash between write and rename leaves.
    const temp = path.join(dir, 'scans', 'b-2', 'thumb.webp.0123456789ab.tmp');
    writeFileSync(temp, 'half');
    const old = new Date('2020-01-02T03:04:05Z');
    utimesSync(temp, old, old);

    const listed = [];
    for await (const entry of storage.list('scans/')) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual([
      'scans/a-1/photo.jpg',
      'scans/b-2/overlay.png',
      'scans/b-2/thumb.webp.0123456789ab.tmp',
    ]);
    expect(listed.find((entry) => entry.key.endsWith('.tmp'))?.modifiedAt).toEqual(old);
    expect(listed.every((entry) => entry.modifiedAt instanceof Date)).toBe(true);

    const everything = [];
    for await (const entry of storage.list('')) everything.push(entry.key);
    expect(everything).toHaveLength(4);
  });

  it('lists nothing when the folder does not exist yet, and refuses odd prefixes', async () => {
    const storage = createLocalStorage(path.join(root, 'never-written'));
    const listed = [];
    for await (const entry of storage.list('scans/')) listed.push(entry);
    expect(listed).toEqual([]);
    await expect(storage.list('../')[Symbol.asyncIterator]().next()).rejects.toThrow(/invalid list prefix/);
  });

  it('deletes a temp file it listed, and its folder once empty, but no other odd key', async () => {
    const dir = path.join(root, 'temp-delete');
    mkdirSync(path.join(dir, 'scans', 'c-3'), { recursive: true });
    writeFileSync(path.join(dir, 'scans', 'c-3', 'photo.jpg.abcdefabcdef.tmp'), 'half');
    const storage = createLocalStorage(dir);
    await storage.delete('scans/c-3/photo.jpg.abcdefabcdef.tmp');
    expect(existsSync(path.join(dir, 'scans', 'c-3'))).toBe(false);
    await expect(storage.delete('scans/c-3/photo.jpg.tmp')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('scans/c-3/photo.jpg.abcdefabcdef.tmp')).rejects.toThrow(/invalid storage key/);
  });
});
