/**
 * Where a photo shared to the app waits between the service worker, which receives the share
 * target's POST, and the scanner, which takes it on `/` (docs/product-rules.md#installed-app).
 * Cache Storage holds it because both the worker and the page can reach it; it is the only thing
 * the worker ever stores that is not a file of the build, it lives in its own cache, and it is
 * deleted as soon as the scanner takes it.
 */

/** Not versioned: a photo shared just before an update is still taken after it. */
export const SHARED_PHOTO_INBOX = 'pawsmile-shared-photo';
const PHOTO_KEY = '/__shared-photo__';
const NAME_HEADER = 'x-photo-name';
const KEPT_AT_HEADER = 'x-kept-at';
/** A share the scanner never opened (the tab was closed) is not picked up by a later visit. */
export const SHARED_PHOTO_TTL_MS = 10 * 60 * 1000;

/** Keeps `photo` for the scanner, in place of any earlier one. */
export async function keepSharedPhoto(
  cacheStorage: CacheStorage,
  photo: File,
  now: number = Date.now(),
): Promise<void> {
  const inbox = await cacheStorage.open(SHARED_PHOTO_INBOX);
  await inbox.put(
    PHOTO_KEY,
    new Response(photo, {
      headers: {
        'content-type': photo.type || 'application/octet-stream',
        [NAME_HEADER]: encodeURIComponent(photo.name),
        [KEPT_AT_HEADER]: String(now),
      },
    }),
  );
}

/** The kept photo, removed from the inbox; null when there is none or it waited too long. */
export async function takeSharedPhoto(
  cacheStorage: CacheStorage,
  now: number = Date.now(),
): Promise<File | null> {
  const inbox = await cacheStorage.open(SHARED_PHOTO_INBOX);
  const kept = await inbox.match(PHOTO_KEY);
  if (!kept) return null;
  await inbox.delete(PHOTO_KEY);
  const keptAt = Number(kept.headers.get(KEPT_AT_HEADER));
  if (!Number.isFinite(keptAt) || now - keptAt > SHARED_PHOTO_TTL_MS) return null;
  const type = kept.headers.get('content-type') ?? '';
  const name = decodeURIComponent(kept.headers.get(NAME_HEADER) ?? '') || 'shared-photo';
  return new File([await kept.blob()], name, { type, lastModified: keptAt });
}
