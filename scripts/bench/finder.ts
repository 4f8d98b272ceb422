/**
 * The vet finder with 10,000 active partners: GET /api/vet-partners's query
 * (bounding-box prefilter on the (status, latitude, longitude) index, exact
 * distances, nearest first) on a fresh SQLite file, from random origins in the
 * continental US. Timed at the service, without HTTP, so the figure is the query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEARCH_RADIUS } from '#common/contracts/vet-partners.ts';
import { createDb } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';
import { findPartners } from '#server/services/vet-partners/find-partners.ts';
import { percentile } from '../bench-analyser.ts';

const PARTNERS = 10_000;
const QUERIES = 300;

/** A seeded generator, so every run measures the same map. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface TFinderBench {
  partners: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  meanResults: number;
}

export async function benchFinder(): Promise<TFinderBench> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawsmile-bench-finder-'));
  const db = createDb({ kind: 'sqlite', file: path.join(dir, 'finder.db') });
  try {
    await migrateToLatest(db);
    const next = random(42);
    const now = new Date().toISOString();
    // Clustered like real clinics: around 200 metro centres, a few miles apart.
    const metros = Array.from({ length: 200 }, () => ({ lat: 26 + next() * 22, lng: -123 + next() * 52 }));
    const rows: PartnerRow[] = Array.from({ length: PARTNERS }, (_, i) => {
      const metro = metros[i % metros.length];
      return {
        id: `bench-${i}`,
        business_name: `Clinic ${i}`,
        contact_name: 'Bench',
        email: `clinic-${i}@bench.example`,
        phone: '555-0100',
        address: `${i} Main St`,
        city: 'Bench',
        state: 'OR',
        zip_code: '97201',
        commission_rate: 20,
        website_url: null,
        services_offered: '["dental cleanings"]',
        specialties: '[]',
        availability_hours: null,
        status: i % 10 === 0 ? 'paused' : 'active',
        latitude: metro.lat + (next() - 0.5) * 0.8,
        longitude: metro.lng + (next() - 0.5) * 0.8,
        rating: null,
        user_ratings_total: null,
        place_id: null,
        review_status: 'approved',
        rejection_reason: null,
        reviewed_at: now,
        created_at: now,
        updated_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('vet_partners')
        .values(rows.slice(i, i + 500))
        .execute();

    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < QUERIES + 20; i++) {
      const metro = metros[Math.floor(next() * metros.length)];
      const origin = { lat: metro.lat + (next() - 0.5), lng: metro.lng + (next() - 0.5) };
      const start = performance.now();
      const found = await findPartners({ db, origin, radius: SEARCH_RADIUS, unit: 'mi' });
      const elapsed = performance.now() - start;
      if (i >= 20) {
        times.push(elapsed); // the first 20 warm the caches
        results += found.partners.length;
      }
    }
    times.sort((a, b) => a - b);
    return {
      partners: PARTNERS,
      queries: QUERIES,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      meanResults: results / QUERIES,
    };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatFinderBench(bench: TFinderBench): string {
  return (
    `vet finder, ${bench.partners.toLocaleString('en-US')} partners (SQLite, ${SEARCH_RADIUS} mi radius): ` +
    `p50 ${bench.p50Ms.toFixed(2)} ms, p95 ${bench.p95Ms.toFixed(2)} ms per query ` +
    `(n=${bench.queries}, ${bench.meanResults.toFixed(0)} partners returned on average)`
  );
}
