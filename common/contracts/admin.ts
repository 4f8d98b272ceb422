import { z } from 'zod';
import { ANALYTICS_EVENTS } from './events.ts';
import { zPage } from './pagination.ts';

export const ZAdminStats = z.object({
  totalUsers: z.number().int(),
  totalScans: z.number().int(),
  totalReferrals: z.number().int(),
  totalPartners: z.number().int(),
  /** Referrals a clinic declined, waiting for an admin to route them again or close them. */
  declinedReferrals: z.number().int(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

export const ZAuditEntry = z.object({
  id: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditLog = zPage(ZAuditEntry);
export type TAuditLog = z.infer<typeof ZAuditLog>;

export const ANALYTICS_MAX_DAYS = 90;
export const ZAnalyticsQuery = z.object({
  days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).catch(30),
});

/**
 * Two funnels that each compare like with like (docs/product-rules.md#admin): guests from the landing page to
 * Plus, and new members from signup to Plus. A member's scan is never set against a guest's visit.
 */
export const GUEST_FUNNEL_STEPS = ['landing_visit', 'guest_scan', 'signup', 'plus'] as const;
export const MEMBER_FUNNEL_STEPS = ['new_member', 'member_scan', 'plus'] as const;

export const ZFunnelStep = z.object({
  step: z.enum([...GUEST_FUNNEL_STEPS, ...MEMBER_FUNNEL_STEPS]),
  label: z.string(),
  /** What the step shows: never more than the step before. */
  count: z.number().int().min(0),
  /** As counted; above `count` only when the step could not be a strict subset and was capped. */
  measured: z.number().int().min(0),
  /** Share of the previous step, 0–100; null on the first step and after an empty one. */
  percentOfPrevious: z.number().int().min(0).max(100).nullable(),
  /** Why the step was capped, in words for the admin; null when it was not. */
  cappedBecause: z.string().nullable(),
});
export type TFunnelStep = z.infer<typeof ZFunnelStep>;

export const ZAnalyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(z.enum(ANALYTICS_EVENTS)),
  /** One row per UTC day, oldest first, with a count for every event name (zeros included). */
  days: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number().int()) })),
  totals: z.record(z.string(), z.number().int()),
  funnels: z.object({ guests: z.array(ZFunnelStep), members: z.array(ZFunnelStep) }),
});
export type TAnalyticsReport = z.infer<typeof ZAnalyticsReport>;

export const ZRevenueReport = z.object({
  currency: z.literal('usd'),
  activeByInterval: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  /** Monthly recurring revenue in cents: monthly plans plus yearly plans divided by 12. */
  mrrCents: z.number().int(),
  newThisMonth: z.number().int(),
  cancelledThisMonth: z.number().int(),
  /** Payments refunded this calendar month. */
  refunds: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  /** False when no subscription was ever recorded: the page says so instead of showing zeros as news. */
  hasData: z.boolean(),
});
export type TRevenueReport = z.infer<typeof ZRevenueReport>;

export const ZAdminPayment = z.object({
  id: z.string(),
  userEmail: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.enum(['monthly', 'yearly']),
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
  /** Not refunded yet and within the 30-day money-back guarantee. */
  isRefundable: z.boolean(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;
export const ZAdminPayments = zPage(ZAdminPayment);
export type TAdminPayments = z.infer<typeof ZAdminPayments>;
