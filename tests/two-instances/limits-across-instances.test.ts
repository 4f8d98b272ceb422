import { beforeAll, describe, expect, it } from 'vitest';
import { ZGuestScans } from '#common/contracts/guest.ts';
import { ZScanList, ZScanResult } from '#common/contracts/scans.ts';
import { makeMouthPhoto, makeNonMouthPhoto } from '../../scripts/generated-photos/mouth-photo.ts';
import {
  type Answer,
  addressPool,
  call,
  codeOf,
  postScan,
  signUp,
  stack,
  withCookies,
} from './support/http-client.ts';

/**
 * Two instances (README.md#deployment-several-instances): quotas, the login throttle and rate limits hold
 * when concurrent requests are split across instance A and B (their counts live in PostgreSQL and Redis, not
 * in a process).
 */
const nextIp = addressPool(2);
const { a, b, authPerMinute } = stack();
/** The instance for the i-th request of a burst: every other one goes to B. */
const alternate = (i: number) => (i % 2 === 0 ? a : b);
const count = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length;
const codes = (answers: Answer[], status: number) => [
  ...new Set(answers.filter((answer) => answer.status === status).map(codeOf)),
];
/**
 * The loser of two scans at once: refused by the allowance, or, while the winner's scan is still
 * being analysed, told so (409 SCAN_STILL_PROCESSING, docs/decisions/002-quota-reservations.md).
 * Either way exactly one scan is made.
 */
const loserCodes = (answers: Answer[]) => answers.filter((answer) => answer.status !== 201).map(codeOf);

let mouth: Buffer;
beforeAll(async () => {
  mouth = await makeMouthPhoto({ gum: 'healthy', format: 'jpeg' });
});

describe('two instances: quotas hold when one owner scans on both at once', () => {
  it("a guest's 1 free scan: two at once, one per instance, exactly one is made", async () => {
    const ip = nextIp();
    // An unclear photo first (it does not use the free scan), as a browser does before its good photo;
    // it leaves this browser with its guest cookie.
    const unclear = await postScan(a, await makeNonMouthPhoto({ format: 'jpeg' }), { ip });
    expect(unclear.status).toBe(201);
    expect(ZScanResult.parse(unclear.json).status).toBe('unclear');
    const guest = withCookies('', unclear);
    expect(guest).toMatch(/ps_guest=/);

    const both = await Promise.all([a, b].map((base) => postScan(base, mouth, { ip, cookie: guest })));
    expect(count(both, 201)).toBe(1);
    expect(loserCodes(both)).toEqual([
      expect.stringMatching(/^(GUEST_LIMIT_EXCEEDED|SCAN_STILL_PROCESSING)$/),
    ]);

    const seenOnB = ZGuestScans.parse((await call(b, '/api/guest/scans', { ip, cookie: guest })).json);
    expect(seenOnB.isFreeScanUsed).toBe(true);
    expect(seenOnB.scans).toHaveLength(2);
  });

  it("a Starter member's 1 scan a week: two at once, one per instance, exactly one is made", async () => {
    const ip = nextIp();
    const member = await signUp(b, ip);
    const both = await Promise.all(
      [a, b].map((base) => postScan(base, mouth, { ip, cookie: member.cookie })),
    );
    expect(count(both, 201)).toBe(1);
    expect(loserCodes(both)).toEqual([expect.stringMatching(/^(SCAN_LIMIT_REACHED|SCAN_STILL_PROCESSING)$/)]);
    for (const base of [a, b]) {
      const list = ZScanList.parse((await call(base, '/api/scans', { ip, cookie: member.cookie })).json);
      expect(list.scans).toHaveLength(1);
    }
  });
});

describe('two instances: the login throttle counts failures on both instances together', () => {
  const wrongLogin = (base: string, email: string, cookie?: string) =>
    call(base, '/api/auth/login', { ip: nextIp(), cookie, json: { email, password: 'not the password' } });

  it("strangers' failures split across A and B spend one budget per account", async () => {
    // The budget strangers get on one instance: wrong passwords, each from a new address, until refused.
    const measured = await signUp(a, nextIp());
    let budget = 0;
    let refused: Answer | undefined;
    while (!refused && budget < 40) {
      const answer = await wrongLogin(a, measured.email);
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(401);
        budget++;
      }
    }
    expect(refused && codeOf(refused)).toBe('RATE_LIMITED');

    // Twice that and more, at once and split across both, on another account: still one budget.
    const victim = await signUp(b, nextIp());
    const burst = await Promise.all(
      Array.from({ length: 2 * budget + 4 }, (_, i) => wrongLogin(alternate(i), victim.email)),
    );
    expect(count(burst, 401), 'wrong passwords checked').toBe(budget);
    expect(count(burst, 429), 'attempts refused').toBe(budget + 4);
    expect(codes(burst, 429)).toEqual(['RATE_LIMITED']);
    for (const base of [a, b]) expect((await wrongLogin(base, victim.email)).status, base).toBe(429);

    // The owner's browser, trusted when it signed up on B, still gets in on A
    // (docs/decisions/004-login-throttling.md): the trusted-device cookie one instance signed is good on the
    // other.
    const owner = await call(a, '/api/auth/login', {
      ip: nextIp(),
      cookie: victim.cookie,
      json: { email: victim.email, password: victim.password },
    });
    expect(owner.status).toBe(200);
  });
});

describe('two instances: a rate limit holds across both instances', () => {
  it("one client's requests, at once and split across A and B, are limited once", async () => {
    const ip = nextIp();
    const burst = await Promise.all(
      Array.from({ length: 2 * authPerMinute + 2 }, (_, i) =>
        call(alternate(i), '/api/auth/forgot-password', { ip, json: { email: `nobody-${i}@example.com` } }),
      ),
    );
    expect(count(burst, 202), 'requests answered').toBe(authPerMinute);
    expect(count(burst, 429), 'requests limited').toBe(authPerMinute + 2);
    expect(codes(burst, 429)).toEqual(['RATE_LIMITED']);
    // Another address is not limited by it, on either instance.
    const other = nextIp();
    for (const base of [a, b]) {
      const answer = await call(base, '/api/auth/forgot-password', {
        ip: other,
        json: { email: 'x@example.com' },
      });
      expect(answer.status, base).toBe(202);
    }
  });
});
