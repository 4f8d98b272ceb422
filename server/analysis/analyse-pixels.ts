import type { TRgbImage } from '#common/analysis/colour.ts';
import type { TReadings } from '#common/analysis/features.ts';
import { gateMargin, type TGateResult } from '#common/analysis/gate.ts';
import { measurePhoto } from '#common/analysis/measure.ts';
import { logit } from '#common/analysis/model/predict.ts';
import type { TMouthCheck } from '#common/analysis/mouth-check.ts';
import type { TFeatures } from '#common/analysis/photo-features.ts';
import { personCut, type TPhotoKind, viewCertainty } from '#common/analysis/photo-kind.ts';
import { RETAKE_TIPS, type TQualityResult } from '#common/analysis/quality.ts';
import { screenPhoto } from '#common/analysis/screen-photo.ts';
import type { TSegmentation } from '#common/analysis/segment.ts';
import type { TWhiteBalance } from '#common/analysis/white-balance.ts';
import type { TAnalysisReport, TFinding, TSpecies } from '#common/contracts/scans.ts';
import { buildAdvice, buildRetakeAdvice } from '#server/analysis/advice/build-advice.ts';
import { buildCatFindings } from '#server/analysis/advice/cat-findings.ts';
import { judgeFamiliarity, type TFamiliarity } from '#server/analysis/familiarity.ts';
import { buildFindings, flagPixels } from '#server/analysis/findings.ts';
import { grade, type TGrade } from '#server/analysis/grade.ts';
import { renderOverlay, type TOverlay } from '#server/analysis/overlay.ts';
import { uncertaintyFindings } from '#server/analysis/uncertainty-findings.ts';
import { ANALYSER_NAME, ANALYSER_VERSION } from '#server/analysis/version.ts';

export type TAnalysis = {
  report: TAnalysisReport;
  overlay: TOverlay;
  /** Raw readings for tests and the eval script; null when the gate refused the photo. */
  readings: TReadings | null;
  features: TFeatures;
  gate: TGateResult;
  grade: TGrade | null;
  /** Whose mouth and which view, from the embedding; null when the gate refused the photo. */
  kind: TPhotoKind | null;
  /** How far the photo lies from what the graders learned from; null when not graded. */
  familiarity: TFamiliarity | null;
  quality: TQualityResult;
  mouth: TMouthCheck;
  balance: TWhiteBalance;
  segmentation: TSegmentation;
};

export type TAnalysisOptions = {
  /** What the owner said the pet is; null or absent when unknown. */
  species?: TSpecies | null;
  /** The pet's age in whole years; null or absent when unknown. The advice follows it (advice/pet-age-advice.ts). */
  ageYears?: number | null;
  /** Grade a human mouth as a pet's instead of refusing it as `not_a_pet`: evaluation on human proxies only. */
  skipSpeciesCheck?: boolean;
  /**
   * The photo's MobileNetV2 embedding (server/adapters/analysis/embedding/), which the caller
   * computes from the same pixels: the gate, the species and the view are read from it.
   */
  embedding: Float32Array;
};

const ANALYSER = { name: ANALYSER_NAME, version: ANALYSER_VERSION };
/**
 * Never above 0.85: even a perfect photo only shows the visible crowns, and vets examining awake
 * dogs agree with the anaesthetised exam in less than half the cases (Bauer 2018; docs/product-rules.md#screening-not-diagnosis).
 */
const MAX_CONFIDENCE = 0.85;
/**
 * gateMargin() at or above which a photo counts as clearly accepted (a logit of 1 over the gate's
 * cut): only such a photo may be called healthy (server/analysis/verdict.ts).
 */
const CLEAR_GATE_MARGIN = 0.75;

/**
 * Screens one decoded photo (RGB, about 512 px on its longest side). Pure: no I/O, same pixels
 * give the same report. Measure; the learned gate, species and view from the embedding; then the
 * calibrated graders (docs/decisions/007-analyser-v3.md).
 */
export function analysePixels(image: TRgbImage, options: TAnalysisOptions): TAnalysis {
  const m = measurePhoto(image);
  // The owner's word that this is their dog or cat wins over the person head: real dog gum close-ups
  // read as human to it (docs/decisions/010-analyser-v4.md), and the refusal tells them to say so.
  const { gate, kind } = screenPhoto(m, {
    embedding: options.embedding,
    isPersonChecked: !options.species && !options.skipSpeciesCheck,
  });
  const shared = {
    features: m.features,
    gate,
    quality: m.quality,
    mouth: m.mouth,
    balance: m.balance,
    segmentation: m.segmentation,
  };

  if (!gate.isUsable) {
    const problems = gate.problems;
    const { advice, products } = buildRetakeAdvice(problems);
    const isQuality = m.quality.problems.length > 0;
    const isPerson = problems.includes('not_a_pet');
    const report: TAnalysisReport = {
      status: 'unclear',
      severity: 'normal',
      // How sure we are that the photo cannot be read: clear quality failures are near-certain; a
      // gate refusal is as sure as the gate's calibrated probability says, which is low for a
      // photo refused only because the gate is strict (a borderline photo; cropping may help).
      confidence: round2(
        isQuality
          ? 0.9
          : isPerson
            ? personRefusalConfidence(kind)
            : Math.min(0.99, Math.max(0.01, 1 - gate.probability)),
      ),
      gingivalIndex: null,
      calculusIndex: null,
      gingivitisProbability: null,
      calculusProbability: null,
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
    const overlay = renderOverlay(image.width, image.height, emptyMasks(image), null, []);
    return { ...shared, report, overlay, readings: null, grade: null, kind, familiarity: null };
  }

  // A human proxy graded for evaluation (skipSpeciesCheck) gets no guessed species.
  const species = options.species ?? (kind?.isHuman ? null : (kind?.detectedSpecies ?? null));
  const familiarity = judgeFamiliarity(options.embedding);
  const result = grade(m.readings, m.features, species, {
    isPalateView: kind?.isPalateView ?? false,
    isFamiliar: familiarity.isFamiliar,
    isClearPhoto: gateMargin(gate.probability) >= CLEAR_GATE_MARGIN && !isStrongCast(m.balance),
  });
  const masks = flagPixels(m.lab, m.segmentation, result);
  const photoFindings = buildFindings(m.readings, result, m.segmentation, masks);
  const findings = [
    ...photoFindings,
    ...uncertaintyFindings(result),
    ...buildCatFindings(result, photoFindings, options.ageYears ?? null),
    ...viewFindings(kind),
  ];
  const { advice, products } = buildAdvice(result, findings, options.ageYears ?? null);
  const regions = findings.flatMap((f) =>
    f.region && f.level !== 'info' ? [{ code: f.code, region: f.region }] : [],
  );
  const hasCheckedGumLine = findings.some((f) => f.code === 'healthy_gum_line' && f.region);
  const overlay = renderOverlay(
    image.width,
    image.height,
    masks,
    hasCheckedGumLine ? masks.edge : null,
    regions,
  );

  const report: TAnalysisReport = {
    status: result.status,
    severity: result.severity,
    confidence: round2(
      confidenceOf(gate.probability, m.quality.margin, result) *
        (isStrongCast(m.balance) ? 0.8 : 1) *
        (kind ? viewCertainty(kind) : 1),
    ),
    gingivalIndex: result.gingivalIndex,
    calculusIndex: result.calculusIndex,
    gingivitisProbability: round3OrNull(result.probabilities.gingivitis),
    calculusProbability: round3OrNull(result.probabilities.calculus),
    findings,
    quality: { isUsable: true, problems: [], tips: [] },
    advice,
    products,
    analyser: ANALYSER,
  };
  return { ...shared, report, overlay, readings: m.readings, grade: result, kind, familiarity };
}

/**
 * How sure a person refusal is: the person head's calibrated probability, halved at its cut and
 * whole two logits past it, as a graded result's confidence is for a barely accepted photo: a
 * refusal just past the cut may go the other way after a small change (a real dog's gum close-up
 * can sit there, docs/decisions/010-analyser-v4.md).
 */
function personRefusalConfidence(kind: TPhotoKind | null): number {
  if (!kind) return 0.5;
  const over = logit(kind.probabilities.human) - logit(personCut());
  return kind.probabilities.human * (0.5 + 0.5 * Math.min(1, Math.max(0, over / 2)));
}

/** The caveats of a view that shows little gum line (docs/product-rules.md#photo-views). */
function viewFindings(kind: TPhotoKind | null): TFinding[] {
  const caveat = (code: string, label: string): TFinding => ({
    code,
    label,
    where: 'whole photo',
    region: null,
    level: 'info',
  });
  const out: TFinding[] = [];
  if (kind?.isPalateView) {
    out.push(
      caveat(
        'palate_view',
        'This photo shows mostly the roof of the mouth. Tartar is judged on the outer tooth surfaces at the gum line, so it was not graded here: for a full check, lift the lip at the side and photograph the teeth where they meet the gums.',
      ),
    );
  } else if (kind?.isTongueView) {
    out.push(
      caveat(
        'tongue_view',
        'The tongue fills most of this photo, so the gum readings rest on the little gum line that shows. For a surer check, lift the lip at the side and photograph the teeth where they meet the gums.',
      ),
    );
  }
  return out;
}

/**
 * How likely the status is right, as far as the calibrated models can tell: how sure the deciding
 * grader is (lower near a cut), times how clearly the gate accepted the photo, softened for weak
 * photos and pigmented gums, and capped.
 */
function confidenceOf(gateProbability: number, quality: number, result: TGrade): number {
  const photo = 0.7 + 0.3 * quality;
  const pigment = result.isMostlyPigmented ? 0.8 : 1;
  const view = gateMargin(gateProbability);
  return Math.max(0.05, Math.min(MAX_CONFIDENCE, view * result.certainty * photo * pigment));
}

/**
 * A lamp so coloured that the white-balance gain nears its cap (1.6): the colours may be only partly
 * corrected and a slightly different light could move both gradings.
 */
function isStrongCast(balance: TWhiteBalance): boolean {
  // The gains carry the exposure too; the lamp's colour is red and blue against green.
  const [r, g, b] = balance.gains;
  const [red, blue] = [r / g, b / g];
  return Math.min(red, blue) < 0.7 || Math.max(red, blue) > 1.4;
}

function emptyMasks(image: TRgbImage) {
  const n = image.width * image.height;
  return {
    edge: new Uint8Array(n),
    red: new Uint8Array(n),
    tartar: new Uint8Array(n),
    alarm: new Uint8Array(n),
  };
}

function round3OrNull(v: number | null): number | null {
  return v === null ? null : Math.round(v * 1000) / 1000;
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
