import { describe, expect, it } from 'vitest';
import { keepSharedPhoto, SHARED_PHOTO_TTL_MS, takeSharedPhoto } from './shared-photo-inbox.ts';

/** Cache Storage as the worker and the page see it, kept in memory. */
function memoryCacheStorage(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let entries = caches.get(name);
    if (!entries) {
      entries = new Map();
      caches.set(name, entries);
    }
    const store = entries;
    return {
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
      delete: async (key: string) => store.delete(key),
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], 'Gums – Rex.jpg', { type: 'image/jpeg' });

describe('the shared-photo inbox', () => {
  it('hands the scanner the shared photo once, with its bytes, name and type', async () => {
    const storage = memoryCacheStorage();
    await keepSharedPhoto(storage, photo(), 1_000);
    const taken = await takeSharedPhoto(storage, 2_000);
    expect(taken?.name).toBe('Gums – Rex.jpg');
    expect(taken?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await taken!.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(await takeSharedPhoto(storage, 2_000)).toBeNull();
  });

  it('keeps only the latest share, and drops one the scanner never opened in time', async () => {
    const storage = memoryCacheStorage();
    await keepSharedPhoto(storage, new File(['old'], 'old.png', { type: 'image/png' }), 0);
    await keepSharedPhoto(storage, photo(), 0);
    expect((await takeSharedPhoto(storage, SHARED_PHOTO_TTL_MS))?.name).toBe('Gums – Rex.jpg');

    await keepSharedPhoto(storage, photo(), 0);
    expect(await takeSharedPhoto(storage, SHARED_PHOTO_TTL_MS + 1)).toBeNull();
    // The late photo is deleted, not left for a later visit.
    expect(await takeSharedPhoto(storage, 0)).toBeNull();
  });
});
