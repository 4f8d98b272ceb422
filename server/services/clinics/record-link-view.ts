import type { Db } from '#server/db/client.ts';
import type { ScanAccessKind, UserRow } from '#server/db/schema.ts';
import { recordScanAccess } from './record-scan-access.ts';

/**
 * An owner's public link (a share link, a vet report link) read by a signed-in clinic user. The links
 * need no account, so most readers stay unknown; a vet who is signed in is known, and what they read
 * there counts like any other view: a row per scan, and one that carried the analyser's output makes
 * their later grade of that scan not blind (docs/product-rules.md#vet-grading-and-consent). Anyone else
 * is not logged.
 */
export async function recordLinkView(
  db: Db,
  options: {
    viewer: UserRow | null | undefined;
    scanIds: readonly string[];
    kind: ScanAccessKind;
    showsAnalyser: boolean;
  },
): Promise<void> {
  const { viewer } = options;
  if (viewer?.role !== 'vet') return;
  for (const scanId of new Set(options.scanIds)) {
    await recordScanAccess(db, {
      viewer,
      scanId,
      purpose: 'owner_link',
      kind: options.kind,
      showsAnalyser: options.showsAnalyser,
    });
  }
}
