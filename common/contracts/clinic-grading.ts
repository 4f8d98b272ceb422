import { z } from 'zod';
import { ZFinding, ZScanStatus, ZSeverity, ZSpecies } from './scans.ts';

/** What a vet grades on each scan (docs/vet-labels.md, docs/product-rules.md#vet-grading-and-consent). */
export const GUM_COLOURS = ['normal', 'pale', 'red', 'blue_grey', 'yellow'] as const;
export const ZGumColour = z.enum(GUM_COLOURS, {
  error: 'Choose a gum colour: normal, pale, red, blue-grey or yellow.',
});
export type TGumColour = z.infer<typeof ZGumColour>;

export const GRADE_NOTE_MAX = 1000;

/** Why the clinic may grade the scan: a referral routed to it with the scan shared, or the owner's opt-in. */
export const ZGradingGrantVia = z.enum(['referral', 'consent']);

/** GET /api/clinic/grading: the scans this vet may grade and has not graded yet, oldest first. */
export const ZGradingQueueItem = z.object({
  scanId: z.string(),
  species: ZSpecies.nullable(),
  takenAt: z.string(),
  thumbnailUrl: z.string().nullable(),
  via: ZGradingGrantVia,
});
export const ZGradingQueue = z.object({ items: z.array(ZGradingQueueItem), total: z.number().int() });
export type TGradingQueue = z.infer<typeof ZGradingQueue>;
export type TGradingQueueItem = z.infer<typeof ZGradingQueueItem>;

export const ZGradingParams = z.object({ scanId: z.string().min(1).max(100) });

const index = (label: string) =>
  z
    .number({ error: `${label}: choose 0, 1, 2 or 3.` })
    .int({ error: `${label}: choose 0, 1, 2 or 3.` })
    .min(0, { error: `${label}: choose 0, 1, 2 or 3.` })
    .max(3, { error: `${label}: choose 0, 1, 2 or 3.` })
    .nullable();

/** POST /api/clinic/grading/:scanId. An index may be left empty only on a photo the vet calls unusable. */
export const ZGradeRequest = z
  .object({
    gingivalIndex: index('Gingival index'),
    calculusIndex: index('Calculus index'),
    gumColour: ZGumColour,
    isUsable: z.boolean({ error: 'Say whether the photo is usable.' }),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(GRADE_NOTE_MAX, { error: `Keep the note under ${GRADE_NOTE_MAX} characters.` })
      .optional()
      .default(''),
  })
  .strict()
  .superRefine((grade, ctx) => {
    if (!grade.isUsable) return;
    for (const key of ['gingivalIndex', 'calculusIndex'] as const) {
      if (grade[key] === null) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Give both indices on a usable photo; leave them empty only when the photo is not usable.',
        });
      }
    }
  });
export type TGradeRequest = z.input<typeof ZGradeRequest>;
export type TGrade = z.output<typeof ZGradeRequest>;

export const ZVetGrade = z.object({
  gingivalIndex: z.number().int().nullable(),
  calculusIndex: z.number().int().nullable(),
  gumColour: ZGumColour,
  isUsable: z.boolean(),
  note: z.string(),
  /** False when this vet had been served any of the analyser's output for the scan before grading. */
  isBlind: z.boolean(),
  createdAt: z.string(),
});
export type TVetGrade = z.infer<typeof ZVetGrade>;

/** What the analyser said about the photo, as the owner's result shows it (ZScanResult). */
export const ZAnalyserReading = z.object({
  status: ZScanStatus,
  severity: ZSeverity,
  confidence: z.number(),
  gingivalIndex: z.number().int().nullable(),
  calculusIndex: z.number().int().nullable(),
  gingivitisProbability: z.number().nullable(),
  calculusProbability: z.number().nullable(),
  findings: z.array(ZFinding),
  /** The photo with the analyser's lines (/media/scans/:id/overlay), open to this vet once they graded. */
  overlayUrl: z.string().nullable(),
  /** The photo gate refused the photo (status 'unclear'), so the analyser gave no grades. */
  wasRefused: z.boolean(),
});
export type TAnalyserReading = z.infer<typeof ZAnalyserReading>;

/** The POST answer, and the graded view's `result`: the vet's grade and, only now, the analyser's beside it. */
export const ZGradeResult = z.object({
  scanId: z.string(),
  grade: ZVetGrade,
  analyser: ZAnalyserReading,
});
export type TGradeResult = z.infer<typeof ZGradeResult>;

/**
 * GET /api/clinic/grading/:scanId: the photo and what the owner said, never the analyser's result
 * (grades, status, findings, overlay) until this vet has graded it, so the vet grades blind.
 */
export const ZGradingScan = z.object({
  scanId: z.string(),
  species: ZSpecies.nullable(),
  takenAt: z.string(),
  imageUrl: z.string(),
  mediumImageUrl: z.string().nullable(),
  via: ZGradingGrantVia,
  /** When this vet graded it already (a grade is never changed); null while it is still to grade. */
  gradedAt: z.string().nullable(),
  /** This vet's grade beside the analyser's reading once they graded it, so a reload keeps it; else null. */
  result: ZGradeResult.nullable(),
});
export type TGradingScan = z.infer<typeof ZGradingScan>;

/** GET/PUT /api/account/research-consent: "Let partner vets use my pets' photos…", off by default. */
export const ZResearchConsent = z.object({
  isGranted: z.boolean({ error: 'Say yes or no.' }),
});
export type TResearchConsent = z.infer<typeof ZResearchConsent>;

const ZConfusion = z.array(z.array(z.number().int()));

const ZIndexAgreement = z.object({
  /** Quadratic-weighted Cohen's kappa; null with no pairs or when both sides always give one value. */
  kappa: z.number().nullable(),
  /** Pairs where both the analyser and the vet gave an index. */
  pairs: z.number().int(),
  /** confusion[analyser][vet], indices 0-3. */
  confusion: ZConfusion,
});
export type TIndexAgreement = z.infer<typeof ZIndexAgreement>;

/** GET /api/admin/grading-agreement: analyser against vets, on blind grades only. */
export const ZGradingAgreement = z.object({
  totalGrades: z.number().int(),
  blindGrades: z.number().int(),
  gradedScans: z.number().int(),
  gingival: ZIndexAgreement,
  calculus: ZIndexAgreement,
  /** Scans the photo gate refused that a vet, grading blind, called usable. */
  gateRefusalsCalledUsable: z.object({
    count: z.number().int(),
    scans: z.array(z.object({ scanId: z.string(), takenAt: z.string(), usableVotes: z.number().int() })),
  }),
});
export type TGradingAgreement = z.infer<typeof ZGradingAgreement>;
