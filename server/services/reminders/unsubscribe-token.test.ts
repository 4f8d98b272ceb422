import { describe, expect, it } from 'vitest';
import {
  createUnsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
  verifyUnsubscribeToken,
} from './unsubscribe-token.ts';

const secret = 's'.repeat(40);
const now = new Date('2026-11-26T08:00:00Z');
const grant = { userId: 'user-1', petId: 'pet-1', kind: 'photo' as const };
const token = createUnsubscribeToken({ secret, grant, now });

describe('unsubscribe tokens', () => {
  it('verifies a token it made and gives back who, which pet and which kind', () => {
    expect(verifyUnsubscribeToken({ secret, token, now })).toEqual({ ok: true, grant });
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyUnsubscribeToken({ secret: 't'.repeat(40), token, now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a token whose payload was changed to another pet or kind', () => {
    const [version, body, signature] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    for (const change of [{ p: 'pet-2' }, { k: 'brushing' }, { e: payload.e + 86_400 }]) {
      const forged = Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64url');
      expect(verifyUnsubscribeToken({ secret, token: `${version}.${forged}.${signature}`, now }).ok).toBe(
        false,
      );
    }
  });

  it('refuses malformed tokens', () => {
    for (const bad of ['', 'r1', 'r1..', `${token}.x`, token.replace(/^r1/, 'r2'), `${token.slice(0, -2)}AA`])
      expect(verifyUnsubscribeToken({ secret, token: bad, now })).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`says a token is expired after ${UNSUBSCRIBE_LINK_DAYS} days`, () => {
    const justBefore = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000 - 1000);
    const after = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000);
    expect(verifyUnsubscribeToken({ secret, token, now: justBefore }).ok).toBe(true);
    expect(verifyUnsubscribeToken({ secret, token, now: after })).toEqual({ ok: false, reason: 'expired' });
  });
});
