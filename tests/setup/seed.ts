import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { ScanRow } from '#server/db/schema.ts';
import { newId, newToken } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';

/** A finished scan row, as the scan service stores one, for tests of features built on scans. */
export async function seedScan(
  db: Db,
  owner: { userId?: string; guestId?: string },
  overrides: Partial<ScanRow> = {},
): Promise<ScanRow> {
  if (owner.guestId) {
    await db
      .insertInto('guests')
      .values({ id: owner.guestId, claimed_by_user_id: null, created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const id = newId();
  const row: ScanRow = {
    id,
    user_id: owner.userId ?? null,
    guest_id: owner.guestId ?? null,
    state: 'complete',
    is_guest_scan: owner.userId ? 0 : 1,
    counts_toward_quota: 1,
    ip_hash: null,
    image_key: `scans/${id}/photo.jpg`,
    medium_key: null,
    thumb_key: `scans/${id}/thumb.jpg`,
    overlay_key: `scans/${id}/overlay.png`,
    status: 'inflamed',
    severity: 'concerning',
    confidence: 0.7,
    gingival_index: 2,
    calculus_index: 1,
    findings: JSON.stringify([
      {
        code: 'gum_redness_margin',
        label: 'Red gum margin',
        where: 'upper gum line',
        region: null,
        level: 'moderate',
      },
    ]),
    quality: JSON.stringify({ isUsable: true, problems: [], tips: [] }),
    advice: 'Book a dental check with your vet.',
    products: JSON.stringify([{ name: 'Enzymatic toothpaste', description: 'Daily brushing', url: '#' }]),
    analyser: 'pawsmile-colour',
    analyser_version: 'test',
    species: null,
    share_id: null,
    is_shared: 0,
    created_at: nowIso(),
    pet_id: null,
    readings: null,
    request_key: null,
    ...overrides,
  };
  await db.insertInto('scans').values(row).execute();
  return row;
}

/** The Cookie header the server's signed guest cookie would produce for this guest id. */
export function signedGuestCookie(app: FastifyInstance, guestId: string): string {
  return `ps_guest=${encodeURIComponent(app.signCookie(guestId))}`;
}

/** A guest browser: a fresh guest id and its signed cookie, as the server would issue it. */
export function guestCookie(app: FastifyInstance): { guestId: string; cookie: string } {
  const guestId = newToken(18);
  return { guestId, cookie: signedGuestCookie(app, guestId) };
}
