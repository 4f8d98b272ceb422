import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import { AppError } from '#server/errors.ts';
import { assertClinicStaff } from '#server/services/clinics/assert-clinic-staff.ts';
import { clinicScanGrant, mediaKindsFor } from '#server/services/clinics/clinic-scan-access.ts';
import { findAccessibleScan, type ScanViewer } from './find-accessible-scan.ts';
import { storedMediaKey } from './scan-storage-keys.ts';

const ALL_KINDS = ['photo', 'medium', 'overlay', 'thumb'] as const;

/**
 * A scan's stored photo, overlay or thumbnail, for whoever may see the scan; 404 for everyone else.
 * Clinic staff see the files their clinic was granted (services/clinics/clinic-scan-access.ts).
 */
export async function readScanMedia(options: {
  db: Db;
  storage: PhotoStorage;
  scanId: string;
  kind: string;
  viewer: ScanViewer;
}): Promise<StoredObject> {
  const { scan, kinds } =
    options.viewer.user?.role === 'vet'
      ? await clinicMedia(options.db, options.viewer, options.scanId)
      : { scan: await findAccessibleScan({ ...options, access: 'view' }), kinds: ALL_KINDS };
  const key = storedMediaKey(scan, options.kind, kinds);
  const object = key ? await options.storage.get(key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', 'Not found.');
  return object;
}

async function clinicMedia(db: Db, viewer: ScanViewer, scanId: string) {
  const staff = await assertClinicStaff(db, viewer.user);
  const scan = await findVisibleScan(db, scanId);
  const grant = scan ? await clinicScanGrant(db, { partnerId: staff.partner.id, scan }) : null;
  if (!scan || !grant) throw new AppError('NOT_FOUND', 'Not found.');
  return { scan, kinds: mediaKindsFor(grant) };
}
