import { z } from 'zod';
import { ZPetEventKind, ZPetParams, ZReportScanSummary } from './pets.ts';
import { ZFinding, ZScanStatus, ZSeverity, ZSpecies } from './scans.ts';

/**
 * Revocable links that open a pet's vet report read-only, without an account
 * (docs/product-rules.md#vet-report-links).
 */

/** A link opens the report for this long; a vet visit is rarely further off, and a new link is one click. */
export const VET_REPORT_LINK_DAYS = 30;
/** Live (neither revoked nor expired) links per pet: enough for several clinics, few enough to keep track of. */
export const VET_REPORT_LINKS_PER_PET = 5;
/** 18 random bytes = 144 bits in base64url: a link cannot be guessed or enumerated. */
export const VET_REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const ZVetReportLinkParams = ZPetParams.extend({ linkId: z.string().max(64) });
export const ZVetReportTokenParams = z.object({ token: z.string().max(64) });
export const ZVetReportScanMediaParams = ZVetReportTokenParams.extend({
  scanId: z.string().max(64),
  kind: z.string().max(16),
});

/** One link as its owner sees it in the list; the address itself is shown only when it is made. */
export const ZVetReportLink = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** When the report was last opened through the link, so the owner knows the vet has seen it. */
  lastOpenedAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type TVetReportLink = z.infer<typeof ZVetReportLink>;

/** POST /api/pets/:id/vet-report-links: the new link with its address, shown once. */
export const ZCreatedVetReportLink = ZVetReportLink.extend({ url: z.string() });
export type TCreatedVetReportLink = z.infer<typeof ZCreatedVetReportLink>;

/** GET /api/pets/:id/vet-report-links: newest first, revoked and expired ones included. */
export const ZVetReportLinkList = z.object({ links: z.array(ZVetReportLink) });
export type TVetReportLinkList = z.infer<typeof ZVetReportLinkList>;

/** One scan on the report: what the report prints, with photos served through the link. */
export const ZReportScan = z.object({
  id: z.string(),
  createdAt: z.string(),
  imageUrl: z.string(),
  status: ZScanStatus,
  severity: ZSeverity,
  confidence: z.number(),
  gingivalIndex: z.number().int().nullable(),
  calculusIndex: z.number().int().nullable(),
  gingivitisProbability: z.number().min(0).max(1).nullable(),
  calculusProbability: z.number().min(0).max(1).nullable(),
  findings: z.array(ZFinding),
});
export type TReportScan = z.infer<typeof ZReportScan>;

/**
 * GET /api/vet-report/:token: the report as the vet sees it. Nothing about the owner (no name,
 * e-mail or account id) and no pet or event ids: only what the printed report shows.
 */
export const ZSharedPetReport = ZReportScanSummary.extend({
  pet: z.object({
    name: z.string(),
    species: ZSpecies,
    breed: z.string().nullable(),
    birthDate: z.string().nullable(),
    isBirthDateEstimated: z.boolean(),
    ageYears: z.number().int().nullable(),
    photoUrl: z.string().nullable(),
  }),
  scans: z.array(ZReportScan),
  events: z.array(z.object({ kind: ZPetEventKind, occurredOn: z.string(), note: z.string().nullable() })),
  generatedAt: z.string(),
  expiresAt: z.string(),
});
export type TSharedPetReport = z.infer<typeof ZSharedPetReport>;
