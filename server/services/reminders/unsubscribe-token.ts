import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type TReminderKind, ZReminderKind } from '#common/contracts/reminders.ts';

/**
 * The signed token in a reminder mail's unsubscribe link: who, which pet, which kind, and until
 * when, with an HMAC-SHA256 over exactly those (UNSUBSCRIBE_SECRET). It needs no login, so it grants
 * nothing but turning that owner's reminders off (docs/product-rules.md#reminders).
 */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const VERSION = 'r1';

const ZPayload = z.object({
  u: z.string().min(1).max(64),
  p: z.string().min(1).max(64),
  k: ZReminderKind,
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
});

export interface UnsubscribeGrant {
  userId: string;
  petId: string;
  kind: TReminderKind;
}

export type VerifiedToken =
  | { ok: true; grant: UnsubscribeGrant }
  | { ok: false; reason: 'invalid' | 'expired' };

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${VERSION}.${body}`).digest('base64url');

export function createUnsubscribeToken(options: {
  secret: string;
  grant: UnsubscribeGrant;
  now: Date;
}): string {
  const { grant } = options;
  const expiresAt = Math.floor(options.now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
  const body = Buffer.from(
    JSON.stringify({ u: grant.userId, p: grant.petId, k: grant.kind, e: expiresAt }),
  ).toString('base64url');
  return `${VERSION}.${body}.${sign(options.secret, body)}`;
}

/** Checks the signature before reading anything else, so a forged token learns nothing. */
export function verifyUnsubscribeToken(options: { secret: string; token: string; now: Date }): VerifiedToken {
  const [version, body, signature, ...rest] = options.token.split('.');
  if (version !== VERSION || !body || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(options.secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: z.infer<typeof ZPayload>;
  try {
    payload = ZPayload.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.e * 1000 <= options.now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { userId: payload.u, petId: payload.p, kind: payload.k } };
}
