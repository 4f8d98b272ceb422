import { z } from 'zod';
import { ZEmail } from './auth.ts';

/** The option lists of the public registration form (docs/product-rules.md#vet-partners). */
export const SERVICE_OPTIONS = [
  'dental cleanings',
  'tooth extractions',
  'oral surgery',
  'preventive care',
  'advanced dental surgery',
  'root canals',
  'dental X-rays',
  'periodontal therapy',
  'emergency dental care',
  'pain management',
  '24/7 care',
  'general dentistry',
  'wellness exams',
  'vaccinations',
] as const;
export const SPECIALTY_OPTIONS = [
  'dental',
  'surgery',
  'emergency',
  'oral surgery',
  'general practice',
  'preventive care',
  'critical care',
] as const;
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const PARTNER_STATUSES = ['active', 'paused', 'inactive'] as const;
export type TPartnerStatus = (typeof PARTNER_STATUSES)[number];
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const DEFAULT_COMMISSION_RATE = 20;
/** The finder's search radius, in the configured distance unit (docs/product-rules.md#vet-finder). */
export const SEARCH_RADIUS = 50;

/** The admin toggle: an active partner pauses, any other status becomes active. */
export function nextPartnerStatus(status: TPartnerStatus): TPartnerStatus {
  return status === 'active' ? 'paused' : 'active';
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const ZPhone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(30, 'Phone must be at most 30 characters')
  .refine((value) => /^[+\d\s().-]+$/.test(value), 'Use digits, spaces, +, -, ( and ) only')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'Enter a phone number with 7 to 15 digits');

export const ZState = z
  .string({ error: 'State is required' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use the 2-letter state or province code')
  .transform((value) => value.toUpperCase());

/** A US ZIP (12345 or 12345-6789) or a Canadian postal code (A1A 1A1), normalised. */
export const ZZipCode = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .min(1, 'ZIP code is required')
  .refine(
    (value) => /^\d{5}(-\d{4})?$/.test(value) || /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(value),
    'Enter a 5-digit ZIP code or a Canadian postal code',
  )
  .transform((value) =>
    /^\d/.test(value) ? value : `${value.slice(0, 3)} ${value.slice(-3)}`.toUpperCase().replace('  ', ' '),
  );

export const ZWebsiteUrl = z
  .string()
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || (URL.canParse(value) && /^https?:\/\//i.test(value)),
    'Enter a full web address starting with http:// or https://',
  );

export const ZAvailabilityHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, optionalText(60)])) as Record<
    (typeof WEEKDAYS)[number],
    ReturnType<typeof optionalText>
  >,
);
export type TAvailabilityHours = z.infer<typeof ZAvailabilityHours>;

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .default([])
    .transform((items) => [...new Set(items)]);

/** POST /api/vet-partners/register: the public form (SPEC section 5). `faxNumber` is a honeypot. */
export const ZVetRegistration = z.object({
  businessName: requiredText('Business name', 120),
  contactName: requiredText('Contact person', 80),
  email: ZEmail,
  phone: ZPhone,
  address: requiredText('Address', 200),
  city: requiredText('City', 100),
  state: ZState,
  zipCode: ZZipCode,
  websiteUrl: ZWebsiteUrl,
  servicesOffered: uniqueList(z.enum(SERVICE_OPTIONS), SERVICE_OPTIONS.length),
  specialties: uniqueList(z.enum(SPECIALTY_OPTIONS), SPECIALTY_OPTIONS.length),
  availabilityHours: ZAvailabilityHours.optional(),
  /** Hidden from people; a bot that fills it gets the normal answer and nothing is stored. */
  faxNumber: z.string().max(200).optional(),
});
export type TVetRegistration = z.input<typeof ZVetRegistration>;
export type TVetRegistrationParsed = z.output<typeof ZVetRegistration>;

export const ZVetRegistrationAccepted = z.object({ received: z.literal(true), message: z.string() });
export type TVetRegistrationAccepted = z.infer<typeof ZVetRegistrationAccepted>;

/** Commission in whole percent, 0-100; a value that is not a number falls back to the default 20. */
export const ZCommissionRate = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return DEFAULT_COMMISSION_RATE;
    const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value));
    return Number.isFinite(parsed) ? Math.round(parsed) : DEFAULT_COMMISSION_RATE;
  },
  z.number().int().min(0, 'Commission must be 0 to 100').max(100, 'Commission must be 0 to 100'),
);

/** Free-text list items typed by an admin, already split at commas by the form. */
const ZListItems = z
  .array(z.string().trim().max(80))
  .max(30)
  .default([])
  .transform((items) => [...new Set(items.filter(Boolean))]);

/** Turns the admin form's comma list into items: trimmed, empty ones dropped. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** POST /api/vet-partners and the full form of PATCH /api/vet-partners/:id (admins). */
export const ZVetPartnerInput = z.object({
  businessName: requiredText('Business name', 120),
  contactName: requiredText('Contact name', 80),
  email: ZEmail,
  phone: optionalText(30),
  address: requiredText('Address', 200),
  city: requiredText('City', 100),
  state: ZState,
  zipCode: ZZipCode,
  commissionRate: ZCommissionRate,
  websiteUrl: ZWebsiteUrl,
  servicesOffered: ZListItems,
  specialties: ZListItems,
  availabilityHours: ZAvailabilityHours.optional(),
  status: z.enum(PARTNER_STATUSES).optional(),
});
export type TVetPartnerInput = z.input<typeof ZVetPartnerInput>;
export type TVetPartnerInputParsed = z.output<typeof ZVetPartnerInput>;

/** PATCH body: the whole form, or only `{ status }` (the toggle). */
export const ZVetPartnerPatch = z.union([
  z.object({ status: z.enum(PARTNER_STATUSES) }).strict(),
  ZVetPartnerInput,
]);
export type TVetPartnerPatch = z.input<typeof ZVetPartnerPatch>;

export const ZPartnerParams = z.object({ id: z.string().min(1).max(64) });

export const ZRejectApplication = z.object({
  reason: requiredText('Reason', 1000),
});
export type TRejectApplication = z.input<typeof ZRejectApplication>;

const partnerCommon = {
  id: z.string(),
  businessName: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  websiteUrl: z.string().nullable(),
  servicesOffered: z.array(z.string()),
  specialties: z.array(z.string()),
  availabilityHours: z.record(z.string(), z.string().nullable()).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  rating: z.number().nullable(),
  userRatingsTotal: z.number().nullable(),
  placeId: z.string().nullable(),
};

/** A partner as the public finder shows it: no contact person, e-mail or commission. */
export const ZPublicPartner = z.object({
  ...partnerCommon,
  /** From the searched location, in the response's unit, rounded to 0.1; null without coordinates. */
  distance: z.number().nullable(),
});
export type TPublicPartner = z.infer<typeof ZPublicPartner>;

export const ZAdminPartner = z.object({
  ...partnerCommon,
  contactName: z.string(),
  email: z.string(),
  commissionRate: z.number(),
  status: z.enum(PARTNER_STATUSES),
  reviewStatus: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminPartner = z.infer<typeof ZAdminPartner>;

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type TDistanceUnit = (typeof DISTANCE_UNITS)[number];

/** GET /api/vet-partners: lat and lng together or neither; radius defaults to SEARCH_RADIUS. */
export const ZFinderQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radius: z.coerce.number().positive().max(500).default(SEARCH_RADIUS),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Give both lat and lng, or neither',
    path: ['lat'],
  });
export type TFinderQuery = z.input<typeof ZFinderQuery>;

/** At most this many partners in one answer, nearest first. */
export const FINDER_MAX_RESULTS = 100;

export const ZFinderResult = z.object({
  unit: z.enum(DISTANCE_UNITS),
  radius: z.number(),
  origin: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  partners: z.array(ZPublicPartner),
});
export type TFinderResult = z.infer<typeof ZFinderResult>;

export const ZGeocodeQuery = z.object({
  location: z
    .string({ error: 'Enter a ZIP code, city or address' })
    .trim()
    .min(1, 'Enter a ZIP code, city or address')
    .max(200, 'Location must be at most 200 characters'),
});
export const ZGeocodeResult = z.object({ lat: z.number(), lng: z.number() });
export type TGeocodeResult = z.infer<typeof ZGeocodeResult>;

export const ZPartnerStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  paused: z.number().int(),
  /** Mean commission in percent over approved partners, one decimal; null with none. */
  averageCommission: z.number().nullable(),
});
export type TPartnerStats = z.infer<typeof ZPartnerStats>;

/** GET /api/admin/vet-partners: the managed partners, the review queue and the stat cards. */
export const ZPartnerDashboard = z.object({
  stats: ZPartnerStats,
  partners: z.array(ZAdminPartner),
  partnersTotal: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  applications: z.array(ZAdminPartner),
});
export type TPartnerDashboard = z.infer<typeof ZPartnerDashboard>;
