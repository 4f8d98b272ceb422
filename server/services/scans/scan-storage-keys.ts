/**
 * Storage keys are built here only, from the scan's random id (a UUID), never
 * from anything the client sent. The owner is not part of the key because a
 * guest's scan changes owner when the guest signs up; the row says who owns it.
 */
export type ScanStorageKeys = { photo: string; medium: string; thumb: string; overlay: string };

export function scanStorageKeys(scanId: string): ScanStorageKeys {
  if (!/^[0-9a-f-]{36}$/.test(scanId)) throw new Error(`not a scan id: ${scanId}`);
  const folder = `scans/${scanId}`;
  return {
    photo: `${folder}/photo.jpg`,
    medium: `${folder}/medium.jpg`,
    thumb: `${folder}/thumb.webp`,
    overlay: `${folder}/overlay.png`,
  };
}

/** The scan a stored key belongs to, when the key is one scanStorageKeys builds; undefined for anything else. */
export function scanIdOfKey(key: string): string | undefined {
  const match = /^scans\/([0-9a-f-]{36})\/(photo\.jpg|medium\.jpg|thumb\.webp|overlay\.png)$/.exec(key);
  return match?.[1];
}

/** The images a scan has, as media URLs name them (services/scans/to-scan-result.ts). */
export type ScanMediaKind = 'photo' | 'medium' | 'overlay' | 'thumb';

/** The stored key behind one of a scan's media URLs; null for a kind there is none of, or one not stored. */
export function storedMediaKey(
  scan: {
    image_key: string | null;
    medium_key: string | null;
    overlay_key: string | null;
    thumb_key: string | null;
  },
  kind: string,
  kinds: readonly ScanMediaKind[],
): string | null {
  if (!(kinds as readonly string[]).includes(kind)) return null;
  const keys = {
    photo: scan.image_key,
    medium: scan.medium_key,
    overlay: scan.overlay_key,
    thumb: scan.thumb_key,
  };
  return keys[kind as ScanMediaKind];
}
