import type { FastifyInstance } from 'fastify';
import { createAdmin } from '#server/services/admin/create-admin.ts';
import { cookieHeader, createTestApp, type TestApp, uniqueEmail } from '../setup/test-app.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0025 0000 3155',
};

/** A clock the billing code reads, moved forward by tests (sessions keep real time). */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export async function createBillingApp(env: Record<string, string> = {}) {
  const clock = movableClock();
  const t: TestApp = await createTestApp(env, { overrides: { clock: clock.now } });
  return { t, clock };
}

export async function adminCookie(t: TestApp): Promise<{ cookie: string; id: string }> {
  const email = uniqueEmail('admin');
  const admin = await createAdmin({ db: t.db, email, password: 'admin-pass' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'admin-pass' },
  });
  return { cookie: cookieHeader(login), id: admin.userId };
}

export function billingCalls(app: FastifyInstance, cookie: string) {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    post,
    setup: (priceId: 'monthly' | 'yearly' = 'monthly') =>
      post('/api/get-or-create-subscription', { priceId }),
    pay: (clientSecret: string, cardNumber: string) =>
      post('/api/billing/test-card/confirm', {
        clientSecret,
        cardNumber,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
      }),
    poll: (paymentIntentId: string) =>
      app.inject({ url: `/api/billing/test-card/${paymentIntentId}`, headers: { cookie } }),
    success: (body: { subscriptionId?: string; paymentIntentId?: string }) =>
      post('/api/subscription-success', body),
    overview: () => app.inject({ url: '/api/billing', headers: { cookie } }),
    status: async () =>
      (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json().subscriptionStatus as string,
  };
}

/** Signs up, sets up a monthly or yearly plan and pays it with the card that succeeds. */
export async function subscribe(
  calls: ReturnType<typeof billingCalls>,
  priceId: 'monthly' | 'yearly' = 'monthly',
): Promise<{ subscriptionId: string }> {
  const setup = (await calls.setup(priceId)).json();
  const paid = await calls.pay(setup.clientSecret, CARDS.succeeds);
  if (paid.json().status !== 'succeeded') throw new Error(`payment failed: ${paid.body}`);
  const success = await calls.success({ subscriptionId: setup.subscriptionId });
  if (!success.json().isPlus) throw new Error(`not Plus: ${success.body}`);
  return { subscriptionId: setup.subscriptionId };
}
