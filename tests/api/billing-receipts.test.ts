import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES } from '#common/plans.ts';
import { signUpUser, type TestApp } from '../setup/test-app.ts';
import {
  adminCookie,
  billingCalls,
  createBillingApp,
  DAY_MS,
  type movableClock,
  subscribe,
} from './billing-support.ts';

let t: TestApp;
let clock: ReturnType<typeof movableClock>;
beforeAll(async () => {
  ({ t, clock } = await createBillingApp({
    BUSINESS_NAME: 'PawSmile Ltd',
    BUSINESS_ADDRESS: '1 Harbour Street; Portland, OR 97201',
    BUSINESS_EMAIL: 'billing@pawsmile.example',
    BUSINESS_TAX_ID: 'US-12-3456789',
    // No PUBLIC_URL (development): the mails link to the address the server listens on.
    HOST: '127.0.0.1',
    PORT: '4310',
  }));
});
afterAll(async () => t.close());

const mailsTo = (email: string, kind: string) =>
  t.db
    .selectFrom('outbox_emails')
    .select(['subject', 'body_text', 'user_id'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();

const BUSINESS_LINES = [
  'PawSmile Ltd',
  '1 Harbour Street',
  'Portland, OR 97201',
  'billing@pawsmile.example',
  'Tax ID: US-12-3456789',
];

describe('receipts', () => {
  it('mails a receipt for every payment, renewals included, and a refund mail for a refund', async () => {
    const member = await signUpUser(t.app, { firstName: 'Ann' });
    const calls = billingCalls(t.app, member.cookie);
    await subscribe(calls, 'monthly');
    // The success call, the page's reload and activation all re-read it: still one receipt mail.
    await calls.post('/api/billing/activate');
    await calls.overview();
    const [first, ...others] = await mailsTo(member.email, 'billing_receipt');
    expect(others).toHaveLength(0);
    expect(first?.user_id).toBe(member.userId);
    expect(first?.subject).toBe('PawSmile: your receipt for $9.99');
    const body = first?.body_text ?? '';
    expect(body.startsWith('Hello Ann,\n')).toBe(true);
    expect(body.trimEnd().endsWith('— The PawSmile team')).toBe(true);
    expect(body).toContain('Amount paid: $9.99');
    expect(body).toContain('Paid with: Visa ending 4242');
    expect(body).toMatch(/Period: \w+ \d+, \d{4} to \w+ \d+, \d{4}/);
    expect(body).toMatch(/Receipt number: PS-\d{8}-[A-Z0-9]{8}/);
    for (const line of BUSINESS_LINES) expect(body).toContain(line);
    const [paid] = (await calls.overview()).json().receipts;
    expect(body).toContain(`\nhttp://127.0.0.1:4310/account/billing/receipts/${paid.id}\n`);

    clock.advance(32 * DAY_MS);
    expect((await calls.overview()).json().receipts).toHaveLength(2);
    expect(await mailsTo(member.email, 'billing_receipt')).toHaveLength(2);

    const admin = await adminCookie(t);
    const [latest] = (await calls.overview()).json().receipts;
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${latest.id}/refund`,
      headers: { cookie: admin.cookie },
    });
    expect(refunded.statusCode).toBe(200);
    const [refund] = await mailsTo(member.email, 'billing_refund');
    const refundBody = refund?.body_text ?? '';
    expect(refundBody.startsWith('Hello Ann,\n')).toBe(true);
    expect(refundBody.trimEnd().endsWith('— The PawSmile team')).toBe(true);
    expect(refundBody).toContain('We refunded $9.99 to Visa ending 4242');
    expect(refundBody).toContain(latest.number);
    for (const line of BUSINESS_LINES) expect(refundBody).toContain(line);
    expect(refundBody).toContain('\nhttp://127.0.0.1:4310/account/billing\n');
    clock.advance(-32 * DAY_MS);
  });

  it('serves a printable receipt for each of the member’s own payments', async () => {
    const member = await signUpUser(t.app, { firstName: 'Bo', lastName: 'Lind' });
    const calls = billingCalls(t.app, member.cookie);
    await subscribe(calls, 'yearly');
    const [listed] = (await calls.overview()).json().receipts;
    expect(listed).toMatchObject({
      amountCents: PRICES.yearly.cents,
      interval: 'yearly',
      cardBrand: 'visa',
      cardLast4: '4242',
      refundedAt: null,
    });
    const days = (Date.parse(listed.periodEnd) - Date.parse(listed.periodStart)) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);

    const document = await t.app.inject({
      url: `/api/billing/receipts/${listed.id}`,
      headers: { cookie: member.cookie },
    });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toEqual({
      receipt: listed,
      seller: {
        name: 'PawSmile Ltd',
        addressLines: ['1 Harbour Street', 'Portland, OR 97201'],
        email: 'billing@pawsmile.example',
        taxId: 'US-12-3456789',
      },
      customer: { name: 'Bo Lind', email: member.email },
    });

    const stranger = await signUpUser(t.app);
    const theirs = await t.app.inject({
      url: `/api/billing/receipts/${listed.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/billing/receipts/${listed.id}` })).statusCode).toBe(401);
  });
});
