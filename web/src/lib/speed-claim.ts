/**
 * No unmeasured claims: speed copy quotes only what `npm run bench` measured, with the
 * sample size. Figures: whole `POST /api/scans` requests (upload parsing, checks,
 * normalisation, analysis, storage) for 12-megapixel phone-size photos, one at a
 * time on our 2-core server. Update these numbers when the benchmark is rerun.
 */
export const SPEED_BENCH = {
  p95Seconds: 0.3,
  sampleSize: 40,
} as const;

/** The honest long form, for places with room; the element carrying it has id SPEED_ANCHOR_ID. */
export const SPEED_DETAIL = `Analysed in well under a second on our server (95th percentile ${SPEED_BENCH.p95Seconds} s across ${SPEED_BENCH.sampleSize} benchmark photos). Uploading the photo takes longer on a slow connection.`;

/** Short copy; only ever shown with a link to SPEED_DETAIL. */
export const SPEED_SHORT = 'Results in seconds';

export const SPEED_ANCHOR_ID = 'speed';
