import type { TAnalysisReport, TFinding } from '#common/contracts/scans.ts';
import { buildAdvice, buildRetakeAdvice } from '#server/analysis/advice/build-advice.ts';
import { imageLuma, imageToLab, type TRgbImage } from '#server/analysis/colour.ts';
import { measureFeatures, type TReadings } from '#server/analysis/features.ts';
import { buildFindings, flagPixels } from '#server/analysis/findings.ts';
import { grade } from '#server/analysis/grade.ts';
import { checkMouth, type TMouthCheck } from '#server/analysis/mouth-check.ts';
import { renderOverlay, type TOverlay } from '#server/analysis/overlay.ts';
import { gradeQuality, measureQuality, RETAKE_TIPS, type TQualityResult } from '#server/analysis/quality.ts';
import { segment, type TSegmentation } from '#server/analysis/segment.ts';
import { ANALYSER_NAME, ANALYSER_VERSION } from '#server/analysis/version.ts';
import { estimateWhiteBalance, type TWhiteBalance } from '#server/analysis/white-balance.ts';

export type TAnalysis = {
  report: TAnalysisReport;
  overlay: TOverlay;
  /** Raw readings for tests and the eval script; null when no mouth was found. */
  readings: TReadings | null;
  quality: TQualityResult;
  mouth: TMouthCheck;
  balance: TWhiteBalance;
  segmentation: TSegmentation;
};

const ANALYSER = { name: ANALYSER_NAME, version: ANALYSER_VERSION };

/**
 * Screens one decoded photo (RGB, about 512 px on its longest side). Pure: no I/O, same pixels
 * give the same report.
 */
export function analysePixels(image: TRgbImage): TAnalysis {
  if (image.channels !== 3 || image.data.length < image.width * image.height * 3) {
    throw new Error('analysePixels needs packed 3-channel RGB pixels');
  }
  const luma = imageLuma(image);
  const balance = estimateWhiteBalance(image);
  const quality = gradeQuality(image, measureQuality(image, luma), balance);
  const lab = imageToLab(image, balance.gains);
  const segmentation = segment(lab);
  const mouth = checkMouth(segmentation, quality.readings.flatShare);
  const emptyOverlay = () => renderOverlay(image.width, image.height, emptyMasks(image), null, []);

  const problems = [...quality.problems, ...(mouth.isMouth ? [] : (['no_mouth'] as const))];
  if (problems.length > 0) {
    const { advice, products } = buildRetakeAdvice(problems);
    const report: TAnalysisReport = {
      status: 'unclear',
      severity: 'normal',
      // How sure we are that the photo cannot be read: clear failures are near-certain.
      confidence: round2(mouth.isMouth ? 0.9 : 0.6 + 0.35 * (1 - mouth.score)),
      gingivalIndex: null,
      calculusIndex: null,
      findings: problems.map(
        (p): TFinding => ({
          code: p,
          label: RETAKE_TIPS[p],
          where: 'whole photo',
          region: null,
          level: 'info',
        }),
      ),
      quality: { isUsable: false, problems, tips: problems.map((p) => RETAKE_TIPS[p]) },
      advice,
      products,
      analyser: ANALYSER,
    };
    return { report, overlay: emptyOverlay(), readings: null, quality, mouth, balance, segmentation };
  }

  const readings = measureFeatures(lab, segmentation);
  const result = grade(readings);
  const masks = flagPixels(lab, segmentation, result);
  const findings = buildFindings(readings, result, segmentation, masks);
  const { advice, products } = buildAdvice(result, findings);
  const regions = findings.flatMap((f) =>
    f.region && f.level !== 'info' ? [{ code: f.code, region: f.region }] : [],
  );
  const isHealthy = result.status === 'healthy';
  const overlay = renderOverlay(
    image.width,
    image.height,
    masks,
    isHealthy ? segmentation.margin : null,
    regions,
  );

  const report: TAnalysisReport = {
    status: result.status,
    severity: result.severity,
    confidence: round2(
      confidenceOf(quality.margin, mouth.score, result.decisiveness, result.isMostlyPigmented),
    ),
    gingivalIndex: result.gingivalIndex,
    calculusIndex: result.calculusIndex,
    findings,
    quality: { isUsable: true, problems: [], tips: [] },
    advice,
    products,
    analyser: ANALYSER,
  };
  return { report, overlay, readings, quality, mouth, balance, segmentation };
}

/**
 * Never above 0.85: even a perfect photo only shows the visible crowns, and vets examining awake
 * dogs agree with the anaesthetised exam in less than half the cases (Bauer 2018; docs/product-rules.md#screening-not-diagnosis).
 */
function confidenceOf(quality: number, mouth: number, decisiveness: number, isPigmented: boolean): number {
  const photo = 0.5 + 0.5 * quality;
  const view = 0.45 + 0.55 * mouth;
  const reading = 0.55 + 0.45 * decisiveness;
  const pigment = isPigmented ? 0.8 : 1;
  return Math.max(0.05, Math.min(0.85, 0.85 * photo * view * reading * pigment));
}

function emptyMasks(image: TRgbImage) {
  const n = image.width * image.height;
  return { red: new Uint8Array(n), tartar: new Uint8Array(n), alarm: new Uint8Array(n) };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
