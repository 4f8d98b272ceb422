import { z } from 'zod';
import { SCAN_TRENDS } from '../scan-trend.ts';
import { ZScanResult, ZScanStatus, ZSeverity, ZSpecies } from './scans.ts';

/** Pets, their history, events, comparison and vet report (docs/product-rules.md#pets-and-plus). */

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2024-05-31.')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Not a real date.',
  );

const ZPetName = z
  .string()
  .trim()
  .min(1, 'Please enter your pet’s name.')
  .max(60, 'Use at most 60 characters.');
const ZBreed = z.string().trim().max(80, 'Use at most 80 characters.');

export const PET_MAX_AGE_YEARS = 40;

export const ZPetParams = z.object({ id: z.string().max(64) });
export type TPetParams = z.infer<typeof ZPetParams>;

/**
 * POST /api/pets. Give a birth date or an age in years (not both); an age is kept as an
 * estimated birth date so the pet ages with time. `attachUnassignedScans` moves the member's
 * scans that belong to no pet (e.g. the free scan made as a guest before signup) to this pet.
 */
export const ZCreatePet = z
  .object({
    name: ZPetName,
    species: ZSpecies,
    breed: ZBreed.optional(),
    birthDate: ZIsoDate.optional(),
    ageYears: z.number().int().min(0).max(PET_MAX_AGE_YEARS).optional(),
    attachUnassignedScans: z.boolean().default(false),
  })
  .strict()
  .refine((pet) => !(pet.birthDate && pet.ageYears !== undefined), {
    message: 'Give a birth date or an age, not both.',
    path: ['ageYears'],
  });
export type TCreatePet = z.input<typeof ZCreatePet>;

/** PATCH /api/pets/:id: only the fields sent change; null clears breed or birth date. */
export const ZUpdatePet = z
  .object({
    name: ZPetName.optional(),
    species: ZSpecies.optional(),
    breed: ZBreed.nullable().optional(),
    birthDate: ZIsoDate.nullable().optional(),
    ageYears: z.number().int().min(0).max(PET_MAX_AGE_YEARS).optional(),
  })
  .strict()
  .refine((pet) => !(pet.birthDate && pet.ageYears !== undefined), {
    message: 'Give a birth date or an age, not both.',
    path: ['ageYears'],
  });
export type TUpdatePet = z.input<typeof ZUpdatePet>;

export const ZPet = z.object({
  id: z.string(),
  name: z.string(),
  species: ZSpecies,
  breed: z.string().nullable(),
  birthDate: z.string().nullable(),
  isBirthDateEstimated: z.boolean(),
  /** Whole years today, from the birth date; null when unknown. */
  ageYears: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  scanCount: z.number().int(),
  lastScanAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TPet = z.infer<typeof ZPet>;

/** GET /api/pets: newest pet last; `petLimit` is how many pets the plan keeps (null: no limit). */
export const ZPetList = z.object({ pets: z.array(ZPet), petLimit: z.number().int().nullable() });
export type TPetList = z.infer<typeof ZPetList>;

/** PUT /api/scans/:id/pet: which pet a scan shows; null leaves it unassigned. */
export const ZAssignScanPet = z.object({ petId: z.string().max(64).nullable() }).strict();
export type TAssignScanPet = z.infer<typeof ZAssignScanPet>;

/** GET /api/pets/:id/scans: `before` is the previous page's `nextBefore`; from/to are inclusive days (UTC). */
export const ZPetScansQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(12),
    before: z.string().max(200).optional(),
    status: ZScanStatus.optional(),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), {
    message: 'The start date is after the end date.',
    path: ['from'],
  });
export type TPetScansQuery = z.input<typeof ZPetScansQuery>;

/** Starter sees only its latest `historyLimit` scans of the pet (Plus: null) and no filters. */
export const ZPetScanList = z.object({
  scans: z.array(ZScanResult),
  nextBefore: z.string().nullable(),
  historyLimit: z.number().int().nullable(),
});
export type TPetScanList = z.infer<typeof ZPetScanList>;

export const PET_EVENT_KINDS = ['cleaning', 'vet_visit'] as const;
export const ZPetEventKind = z.enum(PET_EVENT_KINDS);
export type TPetEventKind = z.infer<typeof ZPetEventKind>;
export const PET_EVENT_LABELS: Record<TPetEventKind, string> = {
  cleaning: 'Dental cleaning',
  vet_visit: 'Vet visit',
};

export const ZCreatePetEvent = z
  .object({
    kind: ZPetEventKind,
    occurredOn: ZIsoDate,
    note: z.string().trim().max(500, 'Use at most 500 characters.').optional(),
  })
  .strict();
export type TCreatePetEvent = z.infer<typeof ZCreatePetEvent>;

export const ZPetEvent = z.object({
  id: z.string(),
  kind: ZPetEventKind,
  occurredOn: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TPetEvent = z.infer<typeof ZPetEvent>;
export const ZPetEventList = z.object({ events: z.array(ZPetEvent) });
export type TPetEventList = z.infer<typeof ZPetEventList>;
export const ZPetEventParams = ZPetParams.extend({ eventId: z.string().max(64) });

/** GET /api/pets/:id/progress: every graded scan, oldest first, and the logged events. */
export const ZProgressPoint = z.object({
  scanId: z.string(),
  createdAt: z.string(),
  status: ZScanStatus,
  gingivalIndex: z.number().int().nullable(),
  calculusIndex: z.number().int().nullable(),
  /** The calibrated probabilities the indices were cut from; null on scans graded before they existed. */
  gingivitisProbability: z.number().min(0).max(1).nullable(),
  calculusProbability: z.number().min(0).max(1).nullable(),
});
export type TProgressPoint = z.infer<typeof ZProgressPoint>;
export const ZPetProgress = z.object({ points: z.array(ZProgressPoint), events: z.array(ZPetEvent) });
export type TPetProgress = z.infer<typeof ZPetProgress>;

/** GET /api/pets/:id/compare?before=…&after=…: two scans of one pet, older first. */
export const ZCompareQuery = z.object({ before: z.string().max(64), after: z.string().max(64) });
export const ZScanComparison = z.object({
  before: ZScanResult,
  after: ZScanResult,
  /** What changed, in plain sentences, most important first. */
  changes: z.array(z.string()),
  /** common/scan-trend.ts: better or worse only beyond what a retake of the same mouth varies. */
  trend: z.enum(SCAN_TRENDS),
});
export type TScanComparison = z.infer<typeof ZScanComparison>;

/** GET /api/pets/:id/report: the one- or two-page summary for a vet visit (server/services/pets/choose-report-scans.ts). */
export const REPORT_SCAN_COUNT = 6;
/** The compact table lists the other scans of this many days… */
export const REPORT_TABLE_DAYS = 365;
/** …at most this many of them, so the report stays within two A4 pages. */
export const REPORT_TABLE_ROWS = 24;
/** One line of the report's table: a scan without its photo. */
export const ZReportScanRow = z.object({
  createdAt: z.string(),
  status: ZScanStatus,
  severity: ZSeverity,
  gingivalIndex: z.number().int().nullable(),
  calculusIndex: z.number().int().nullable(),
});
export type TReportScanRow = z.infer<typeof ZReportScanRow>;
/** What the report says beside its photo cards: which scans were left out and which cards stand out. */
export const ZReportScanSummary = z.object({
  /** Other scans of the last REPORT_TABLE_DAYS, newest first, unclear ones included. */
  otherScans: z.array(ZReportScanRow),
  /** Scans neither on a card nor in the table (older, or past REPORT_TABLE_ROWS). */
  notShownCount: z.number().int().min(0),
  firstScanId: z.string().nullable(),
  worstScanId: z.string().nullable(),
});
export type TReportScanSummary = z.infer<typeof ZReportScanSummary>;
export const ZPetReport = ZReportScanSummary.extend({
  pet: ZPet,
  /** The photo cards: graded scans only, newest first. */
  scans: z.array(ZScanResult),
  events: z.array(ZPetEvent),
  generatedAt: z.string(),
});
export type TPetReport = z.infer<typeof ZPetReport>;

/** A vision model's second opinion, as the model must answer it (strict JSON). */
export const ZSecondOpinionReport = z
  .object({
    status: ZScanStatus,
    severity: ZSeverity,
    gingivalIndex: z.number().int().min(0).max(3).nullable(),
    calculusIndex: z.number().int().min(0).max(3).nullable(),
    findings: z.array(z.string().max(300)).max(12),
    summary: z.string().max(1000),
  })
  .strict();
export type TSecondOpinionReport = z.infer<typeof ZSecondOpinionReport>;

/**
 * One measured reading behind a grade, with the cut points the grade is read against: in plain words
 * first, the raw number for the curious after (docs/product-rules.md#pets-and-plus).
 */
export const ZGradeReading = z.object({
  /** Plain name: "Redness at the gum edge". */
  label: z.string(),
  /** What this photo's value means, in plain words. */
  meaning: z.string(),
  /** What the reading measures, in plain words. */
  explains: z.string(),
  /** The raw reading as measured: "41.2", "12%". */
  value: z.string(),
  /** How it is measured and the limits it is read against, for the curious (colour-science terms allowed). */
  technical: z.string(),
});
export type TGradeReading = z.infer<typeof ZGradeReading>;

/**
 * GET /api/scans/:id/analysis (Plus): `mode` 'second_opinion' when a vision model is
 * configured, else 'detailed' (our own analysis in full, nothing more is claimed).
 */
export const ZAdvancedAnalysis = z.object({
  mode: z.enum(['second_opinion', 'detailed']),
  secondOpinion: z
    .object({
      state: z.enum(['pending', 'ready', 'failed']),
      model: z.string(),
      report: ZSecondOpinionReport.nullable(),
      /** Plain sentences where the two analyses differ; empty when they agree. */
      disagreements: z.array(z.string()),
    })
    .nullable(),
  /** The urgency to act on: the more cautious of the two when both are in. */
  shownSeverity: ZSeverity,
  /** Our analyser's readings behind each grade; null for an unclear photo or a scan stored without them. */
  readings: z.array(ZGradeReading).nullable(),
});
export type TAdvancedAnalysis = z.infer<typeof ZAdvancedAnalysis>;
