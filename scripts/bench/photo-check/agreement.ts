/**
 * Part 1 of `npm run bench:photo-check`: the browser's gate decision beside the server's on the same
 * photo bytes. Browser: the shipped worker (dist/web/assets/photo-check.worker-*.js) in a page on the
 * app's origin, asked `{ kind: 'photo' }` as check-chosen-photo.ts asks it. Server: the locate step's
 * decode (server/adapters/analysis/decode-for-analysis.ts), embedding and common/photo-check/check-photo.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gateCut } from '#common/analysis/gate.ts';
import { logit } from '#common/analysis/model/predict.ts';
import type { TPhotoCheck } from '#common/photo-check/check-photo.ts';
import { sniffImageType } from '#common/sniff-image-type.ts';
import { checkPhotoBytes } from '#server/adapters/analysis/check-photo-bytes.ts';
import type { TCheckTimings } from '#web/features/scan/photo-check/photo-check-protocol.ts';
import { parseCsv } from '../../parse-csv.ts';
import { sharedFolder } from '../../train/shared-folder.ts';
import { percentile } from '../report-table.ts';

const IMAGE = /\.(jpe?g|png|webp)$/i;

export type TComparedPhoto = { name: string; file: string };

/**
 * Every sample photo, and every training photo that scripts/train/dataset.ts reads (its MANIFEST.csv).
 * Training cross-validates on grouped k folds (scripts/train/learn.ts, outOfFoldScores): each photo is
 * held out in exactly one fold, so the held-out folds together are all of them.
 */
export function photosToCompare(): { photos: TComparedPhoto[]; note: string } {
  const photos: TComparedPhoto[] = [];
  const samples = sharedFolder('sample-images');
  if (samples) {
    for (const name of readdirSync(samples)
      .filter((file) => IMAGE.test(file))
      .sort())
      photos.push({ name: `sample-images/${name}`, file: path.join(samples, name) });
  }
  const training = sharedFolder('training-images');
  if (training) {
    const rows = parseCsv(readFileSync(path.join(training, 'MANIFEST.csv'), 'utf8'));
    for (const row of rows) photos.push({ name: row.file, file: path.join(training, row.file) });
  }
  const note =
    'training photos: all of MANIFEST.csv, since k-fold CV (scripts/train/learn.ts) holds each out in exactly one fold';
  return { photos, note };
}

/** Starts the shipped worker in the page; `window.checkForBench(base64, type)` asks it about one photo. */
export async function startShippedWorker(page: Page, workerUrl: string): Promise<void> {
  await page.evaluate((url) => {
    const worker = new Worker(url, { type: 'module' });
    const waiting = new Map<number, (answer: unknown) => void>();
    worker.onmessage = (event: MessageEvent<{ id: number }>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    let nextId = 1;
    (window as unknown as Record<string, unknown>).checkForBench = (base64: string, type: string) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, kind: 'photo', photo: new Blob([bytes], { type }) });
      });
    };
  }, workerUrl);
}

type TBrowserAnswer = { ok: true; check: TPhotoCheck; timings: TCheckTimings } | { ok: false; error: string };

async function browserCheck(page: Page, bytes: Buffer, type: string): Promise<TBrowserAnswer> {
  return page.evaluate(
    ([base64, mime]) =>
      (
        window as unknown as { checkForBench: (b: string, t: string) => Promise<TBrowserAnswer> }
      ).checkForBench(base64, mime),
    [bytes.toString('base64'), type] as const,
  );
}

export type TAgreementRow = {
  name: string;
  server: TPhotoCheck | string;
  browser: TPhotoCheck | string;
};

/** Both checks on every photo, one at a time on each side (both sides run at once). */
export async function compareChecks(
  page: Page,
  photos: readonly TComparedPhoto[],
  onProgress: (done: number) => void,
): Promise<TAgreementRow[]> {
  const rows: TAgreementRow[] = [];
  for (const photo of photos) {
    const bytes = readFileSync(photo.file);
    const sniffed = sniffImageType(bytes);
    const type = sniffed ? `image/${sniffed}` : 'application/octet-stream';
    const [server, browser] = await Promise.all([
      checkPhotoBytes(bytes, { isPersonChecked: false }).catch((error: unknown) => `error: ${String(error)}`),
      browserCheck(page, bytes, type).then((answer) => (answer.ok ? answer.check : `error: ${answer.error}`)),
    ]);
    rows.push({ name: photo.name, server, browser });
    if (rows.length % 100 === 0) onProgress(rows.length);
  }
  return rows;
}

const summaryOf = (check: TPhotoCheck | string) =>
  typeof check === 'string'
    ? check
    : `p=${check.probability.toFixed(3)} ${check.problems.join(',') || 'usable'}`;

/** Logits either side of the gate's cut that count as near it. */
const NEAR_CUT_LOGITS = 2;

export type TAgreementSummary = {
  compared: number;
  /** Photos one side could not read (they count as disagreements of neither kind). */
  failed: string[];
  usableAgreement: number;
  adviceAgreement: number;
  /** The browser refuses outright (isClearRefusal) a photo the server accepts: the costly error. */
  clearRefusalsTheServerAccepts: number;
  maxLogitDifference: number;
  /**
   * The largest among photos whose server score lies within NEAR_CUT_LOGITS of the gate's cut: only
   * there can a difference turn a photo the server accepts into a clear refusal in the browser.
   */
  maxNearCutDifference: number;
  /** The photos with the largest differences, largest first, with both sides' figures. */
  largestDifferences: string[];
  p95LogitDifference: number;
  /** Every photo where isUsable or the advice differs. */
  disagreements: string[];
};

export function summariseAgreement(rows: readonly TAgreementRow[]): TAgreementSummary {
  const both = rows.filter(
    (row): row is { name: string; server: TPhotoCheck; browser: TPhotoCheck } =>
      typeof row.server !== 'string' && typeof row.browser !== 'string',
  );
  const failed = rows
    .filter((row) => typeof row.server === 'string' || typeof row.browser === 'string')
    .map((row) => `${row.name}: server ${summaryOf(row.server)}; browser ${summaryOf(row.browser)}`);
  const differenceOf = (row: (typeof both)[number]) =>
    Math.abs(logit(row.browser.probability) - logit(row.server.probability));
  const differences = both.map(differenceOf).sort((a, b) => a - b);
  const share = (count: number) => count / Math.max(1, both.length);
  return {
    compared: both.length,
    failed,
    usableAgreement: share(both.filter((row) => row.browser.isUsable === row.server.isUsable).length),
    adviceAgreement: share(both.filter((row) => row.browser.advice === row.server.advice).length),
    clearRefusalsTheServerAccepts: both.filter((row) => row.browser.isClearRefusal && row.server.isUsable)
      .length,
    maxLogitDifference: differences.at(-1) ?? Number.NaN,
    maxNearCutDifference: Math.max(
      ...both
        .filter((row) => Math.abs(logit(row.server.probability) - logit(gateCut())) <= NEAR_CUT_LOGITS)
        .map(differenceOf),
    ),
    largestDifferences: [...both]
      .sort((a, b) => differenceOf(b) - differenceOf(a))
      .slice(0, 5)
      .map(
        (row) =>
          `${differenceOf(row).toFixed(3)} ${row.name}: server ${summaryOf(row.server)}; browser ${summaryOf(row.browser)}`,
      ),
    p95LogitDifference: percentile(differences, 0.95),
    disagreements: both
      .filter(
        (row) => row.browser.isUsable !== row.server.isUsable || row.browser.advice !== row.server.advice,
      )
      .map(
        (row) =>
          `${row.name}: server ${summaryOf(row.server)}; browser ${summaryOf(row.browser)}${row.browser.isClearRefusal ? ' (clear refusal)' : ''}`,
      ),
  };
}
