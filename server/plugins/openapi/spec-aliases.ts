/**
 * SPEC's URLs that a newer URL replaced, each still answered by the same handler
 * (server/routes/billing.ts, server/routes/referrals.ts): `METHOD alias` → the URL that
 * replaced it, same method. The API description lists each alias as its own operation,
 * deprecated, with `x-alias-of` naming its replacement. tests/api/openapi.test.ts fails
 * when either side of an entry is not a route.
 */
export const SPEC_ALIASES: ReadonlyMap<string, string> = new Map([
  ['POST /api/get-or-create-subscription', '/api/billing/subscription'],
  ['POST /api/create-subscription', '/api/billing/subscription'],
  ['POST /api/subscription-success', '/api/billing/payment-success'],
  ['POST /api/activate-subscription', '/api/billing/activate'],
  ['GET /api/vet-referral-waitlist', '/api/admin/referrals/entries'],
  ['GET /api/referrals', '/api/admin/referrals'],
  ['GET /api/referrals/:id', '/api/admin/referrals/:id'],
  ['GET /api/referrals/:id/candidates', '/api/admin/referrals/:id/candidates'],
  ['POST /api/referrals/:id/route', '/api/admin/referrals/:id/route'],
  ['POST /api/referrals/:id/status', '/api/admin/referrals/:id/status'],
]);
