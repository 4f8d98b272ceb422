import { workerData } from 'node:worker_threads';
import sharp from 'sharp';
import type { TReadings } from '#common/analysis/features.ts';
import { boxOf } from '#common/analysis/masks.ts';
import { measurePhoto } from '#common/analysis/measure.ts';
import { RETAKE_TIPS } from '#common/analysis/quality.ts';
import { screenPhoto } from '#common/analysis/screen-photo.ts';
import type { TAnalysisReport, TCropBox, TLocateResult, TSpecies } from '#common/contracts/scans.ts';
import { analyseImage } from '#server/adapters/analysis/analyse-image.ts';
import { decodeForAnalysis } from '#server/adapters/analysis/decode-for-analysis.ts';
import { embedImage } from '#server/adapters/analysis/embedding/embed-image.ts';
import { loadMobilenet } from '#server/adapters/analysis/embedding/load-mobilenet.ts';
import {
  ImageRejectedError,
  type ImageRejection,
  normalisePhoto,
} from '#server/adapters/image/normalise-photo.ts';
import type { TGrade } from '#server/analysis/grade.ts';

/** The pool gives the parallelism; libvips threads inside each worker would only fight over the cores. */
sharp.concurrency(1);
sharp.cache(false);
/** What the pool tells each worker as it starts (analysis-pool.ts). */
export type TAnalysisWorkerData = { preloadModel: boolean };

// The embedding model loads (about half a second of CPU) as the worker starts, not on its first
// photo; a failed load is retried, and reported, by the first task that needs it. API tests start
// many apps that never scan, so they turn this off (ANALYSIS_PRELOAD).
if ((workerData as TAnalysisWorkerData | undefined)?.preloadModel) loadMobilenet().catch(() => undefined);

export type TAnalyseOptions = {
  /** What the owner said the pet is; unknown when they did not say. */
  species?: TSpecies;
  /** The pet's age in whole years, when the scan is of a pet with one: the advice follows it. */
  ageYears?: number;
  /**
   * Grade a human mouth as a pet's, without the "looks like a person" note or a guessed species.
   * Only for evaluating on human proxy photos (`npm run eval -- --no-species-check`); never set by the API.
   */
  skipSpeciesCheck?: boolean;
};
/** Decoded upright RGB, at most ANALYSIS_EDGE px on its long side (normalisePhoto makes it, in scanPhoto). */
export type TAnalysisPixels = { data: Uint8Array; width: number; height: number };
/** An encoded photo (decoded here), or the pixels the scan's own decode already produced. */
export type TAnalysePhotoInput = ({ bytes: Uint8Array } | { pixels: TAnalysisPixels }) & TAnalyseOptions;
export type TLocatePhotoInput = { bytes: Uint8Array };
export type TAnalysePhotoOutput = {
  report: TAnalysisReport;
  /** Transparent PNG the same size as the decoded image, to stack over the photo. */
  overlayPng: Uint8Array;
  width: number;
  height: number;
  /** The species the report was written for: the owner's word, else what the photo shows; null when unknown. */
  species: TSpecies | null;
  /** The colour readings each grade was cut from (null for an unclear photo): Plus's detailed view. */
  readings?: TGradeReadings | null;
};

/** The readings kept with a scan, in one list so the type and the copy below agree. */
const KEPT_READINGS = [
  'gingivalScore',
  'marginRedness',
  'marginContrast',
  'calculusScore',
  'tartarCoverage',
  'gumlineTartar',
  'pallor',
  'yellowTint',
  'blueGrey',
  'pigmentShare',
] as const satisfies readonly (keyof TReadings)[];

/** The readings kept with a scan: the scores the indices are cut from and the gum-colour alarms. */
export type TGradeReadings = Pick<TReadings, (typeof KEPT_READINGS)[number]> & {
  /** The learned graders' calibrated probabilities, which the indices are cut from. */
  gingivitisProbability: number | null;
  calculusProbability: number | null;
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function gradeReadingsOf(readings: TReadings, probabilities: TGrade['probabilities']): TGradeReadings {
  const kept = Object.fromEntries(KEPT_READINGS.map((key) => [key, round3(readings[key])])) as Omit<
    TGradeReadings,
    'gingivitisProbability' | 'calculusProbability'
  >;
  return {
    ...kept,
    gingivitisProbability: probabilities.gingivitis === null ? null : round3(probabilities.gingivitis),
    calculusProbability: probabilities.calculus === null ? null : round3(probabilities.calculus),
  };
}

/**
 * A photo's analysis. A scan passes the pixels its one decode of the upload already made
 * (scanPhoto below); encoded bytes are decoded here (the eval script, the bench, tests).
 */
export default async function analysePhoto(input: TAnalysePhotoInput): Promise<TAnalysePhotoOutput> {
  const { species, skipSpeciesCheck, ageYears } = input;
  const image = 'pixels' in input ? input.pixels : await decodeForAnalysis(input.bytes);
  const { report, overlay, readings, grade } = await analyseImage(image, {
    species: species ?? null,
    ageYears: ageYears ?? null,
    skipSpeciesCheck: skipSpeciesCheck === true,
  });
  const overlayPng = await sharp(overlay.rgba, {
    raw: { width: overlay.width, height: overlay.height, channels: 4 },
  })
    .png({ compressionLevel: 6, palette: false })
    .toBuffer();
  return {
    report,
    overlayPng: new Uint8Array(overlayPng.buffer, overlayPng.byteOffset, overlayPng.byteLength),
    width: image.width,
    height: image.height,
    species: grade?.species ?? species ?? null,
    readings: readings && grade ? gradeReadingsOf(readings, grade.probabilities) : null,
  };
}

/** A scan's upload: the owner's crop box (fractions of the upright photo) and species, if given. */
export type TScanPhotoInput = { bytes: Uint8Array; crop?: TCropBox } & TAnalyseOptions;
/**
 * When the worker took the scan (ms since the epoch, sub-ms: performance.timeOrigin + now(), which
 * reads the same clock in every thread) and how long each stage took: the pool turns startedAt
 * into the time the photo waited for a worker (the /metrics stage histograms).
 */
export type TScanWorkerTimings = { startedAt: number; decodeMs: number; analyseMs: number };
/** The copies to store and the analysis; or why the upload is not a readable photo (errors lose their class between threads). */
export type TScanPhotoOutput =
  | { rejected: ImageRejection }
  | (TAnalysePhotoOutput & {
      rejected: null;
      /** The stored JPEG (upright, no metadata, at most PHOTO_EDGE px), its medium copy and WebP thumbnail. */
      photo: Uint8Array;
      medium: Uint8Array;
      thumb: Uint8Array;
      timings: TScanWorkerTimings;
    });

/**
 * A whole scan's image work, in the worker: one decode of the upload into the copies we keep and the
 * analyser's pixels (adapters/image/normalise-photo.ts), then the analysis. Here rather than on the
 * main thread because those copies are megabytes of short-lived buffers: in a worker's small heap
 * the garbage collections they set off cost a fraction of what they cost in the server's
 * (docs/performance.md#scans), and the analyser's pixels never cross a thread.
 */
export async function scanPhoto(input: TScanPhotoInput): Promise<TScanPhotoOutput> {
  const startedAt = epochMs();
  let normalised: Awaited<ReturnType<typeof normalisePhoto>>;
  try {
    normalised = await normalisePhoto(input.bytes, input.crop);
  } catch (error) {
    if (error instanceof ImageRejectedError) return { rejected: error.reason };
    throw error;
  }
  const { photo, medium, thumb, analysisPixels } = normalised;
  const decodedAt = epochMs();
  const analysed = await analysePhoto({
    pixels: analysisPixels,
    ...(input.species ? { species: input.species } : {}),
    ...(input.ageYears !== undefined ? { ageYears: input.ageYears } : {}),
  });
  const timings = { startedAt, decodeMs: decodedAt - startedAt, analyseMs: epochMs() - decodedAt };
  return { ...analysed, rejected: null, photo, medium, thumb, timings };
}

const epochMs = () => performance.timeOrigin + performance.now();

/** Share of the photo added around the found mouth, so the suggested crop box does not clip the gum line. */
const LOCATE_PADDING = 0.08;

/**
 * Where the gums and teeth are, before any scan is stored: pre-fills the owner's crop box and warns
 * early when the photo cannot be graded. Measures and runs the gate on the same decode as a scan,
 * but skips grading and the overlay. The box holds the gum margin and the teeth next to it, trimmed
 * to the 2nd-98th percentile so a few stray pink or white pixels elsewhere do not stretch it.
 */
export async function locatePhoto({ bytes }: TLocatePhotoInput): Promise<TLocateResult> {
  const image = await decodeForAnalysis(bytes);
  const measurement = measurePhoto({ ...image, channels: 3 });
  const { gate } = screenPhoto(measurement, { embedding: await embedImage(image), isPersonChecked: false });
  const { width, height, margin, gumline } = measurement.segmentation;
  const mouth = new Uint8Array(width * height);
  for (let i = 0; i < mouth.length; i++) mouth[i] = margin[i] | gumline[i];
  const found = boxOf(mouth, width, height);
  return {
    box: found ? padBox(found, LOCATE_PADDING) : null,
    isUsable: gate.isUsable,
    problems: gate.problems,
    tips: gate.problems.map((p) => RETAKE_TIPS[p]),
  };
}

function padBox(box: { x: number; y: number; width: number; height: number }, pad: number) {
  const x = Math.max(0, box.x - pad);
  const y = Math.max(0, box.y - pad);
  const right = Math.min(1, box.x + box.width + pad);
  const bottom = Math.min(1, box.y + box.height + pad);
  // Never smaller than the contract's minimum side, so the box can be sent back as it is.
  return {
    x,
    y,
    width: Math.max(0.05, right - x),
    height: Math.max(0.05, bottom - y),
  };
}
