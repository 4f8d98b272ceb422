import type { PhotoStorage, StoredObject } from '#server/adapters/storage/photo-storage.ts';
import type { Db } from '#server/db/client.ts';
import { findVisibleScan } from '#server/db/repositories/scans.ts';
import { findGradedAt } from '#server/db/repositories/vet-grades.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { assertClinicStaff, type ClinicStaff } from '#server/services/clinics/assert-clinic-staff.ts';
import {
  type ClinicScanGrant,
  clinicScanGrant,
  isAnalyserMedia,
  mediaKindsFor,
} from '#server/services/clinics/clinic-scan-access.ts';
import { recordScanAccess } from '#server/services/clinics/record-scan-access.ts';
import { findAccessibleScan, type ScanViewer } from './find-accessible-scan.ts';
import { type ScanMediaKind, storedMediaKey } from './scan-storage-keys.ts';

const ALL_KINDS = ['photo', 'medium', 'overlay', 'thumb'] as const;

/**
 * A scan's stored photo, overlay or thumbnail, for whoever may see the scan; 404 for everyone else.
 * Clinic staff see the files their clinic was granted (services/clinics/clinic-scan-access.ts), and
 * each one served to them writes a scan access log row (docs/product-rules.md#vet-grading-and-consent).
 */
type TReadScanMediaOptions = {
  db: Db;
  storage: PhotoStorage;
  scanId: string;
  kind: string;
  viewer: ScanViewer;
};

export async function readScanMedia(options: TReadScanMediaOptions): Promise<StoredObject> {
  if (options.viewer.user?.role === 'vet') return readClinicMedia(options);
  const scan = await findAccessibleScan({ ...options, access: 'view' });
  return readStored(options.storage, storedMediaKey(scan, options.kind, ALL_KINDS));
}

async function readClinicMedia(options: TReadScanMediaOptions): Promise<StoredObject> {
  const { db } = options;
  const staff = await assertClinicStaff(db, options.viewer.user);
  const scan = await findVisibleScan(db, options.scanId);
  const grant = scan ? await clinicScanGrant(db, { partnerId: staff.partner.id, scan }) : null;
  if (!scan || !grant) throw new AppError('NOT_FOUND', 'Not found.');
  // Asked only when it matters: a consent grant's overlay opens once this vet has graded the scan.
  const hasGraded =
    options.kind === 'overlay' &&
    grant.via === 'consent' &&
    (await findGradedAt(db, { scanId: scan.id, vetUserId: staff.user.id })) !== null;
  const kinds = mediaKindsFor(grant, { hasGraded });
  const object = await readStored(options.storage, storedMediaKey(scan, options.kind, kinds));
  await recordMediaAccess(db, { staff, scan, grant, kind: options.kind as ScanMediaKind });
  return object;
}

async function readStored(storage: PhotoStorage, key: string | null): Promise<StoredObject> {
  const object = key ? await storage.get(key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', 'Not found.');
  return object;
}

/** The access log row for one served image; the overlay is the analyser's output, the photo is not. */
function recordMediaAccess(
  db: Db,
  options: { staff: ClinicStaff; scan: ScanRow; grant: ClinicScanGrant; kind: ScanMediaKind },
): Promise<void> {
  const { grant } = options;
  return recordScanAccess(db, {
    viewer: options.staff.user,
    scanId: options.scan.id,
    purpose: grant.via === 'referral' ? 'referral' : 'grading',
    referralId: grant.via === 'referral' ? grant.referralId : null,
    kind: options.kind,
    showsAnalyser: isAnalyserMedia(options.kind),
  });
}
