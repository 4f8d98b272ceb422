/**
 * Storage keys are built here only, from the scan's random id (a UUID), never
 * from anything the client sent. The owner is not part of the key because a
 * guest's scan changes owner when the guest signs up; the row says who owns it.
 */
export function scanStorageKeys(scanId: string): { photo: string; thumb: string; overlay: string } {
  if (!/^[0-9a-f-]{36}$/.test(scanId)) throw new Error(`not a scan id: ${scanId}`);
  const folder = `scans/${scanId}`;
  return { photo: `${folder}/photo.jpg`, thumb: `${folder}/thumb.webp`, overlay: `${folder}/overlay.png` };
}

/** The scan a stored key belongs to, when the key is one scanStorageKeys builds; undefined for anything else. */
export function scanIdOfKey(key: string): string | undefined {
  const match = /^scans\/([0-9a-f-]{36})\/(photo\.jpg|thumb\.webp|overlay\.png)$/.exec(key);
  return match?.[1];
}
