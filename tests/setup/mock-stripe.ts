import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for Stripe's HTTP API, served on a local port so the real Stripe SDK talks to
 * it over HTTP (no network). It keeps the subscriptions, paid invoices and refunds a test sets up,
 * answers in Stripe's shapes for the calls our adapter makes, and logs each request.
 */
export interface MockSubscription {
  id: string;
  customer: string;
  status: string;
  price: string;
  interval: 'month' | 'year';
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  schedule: string | null;
  clientSecret: string;
  /** Set when cancelled through the API (Stripe's ended_at, seconds). */
  endedAt?: number;
}

export interface MockInvoice {
  id: string;
  subscription: string;
  amountPaid: number;
  paidAt: number;
  periodStart: number;
  periodEnd: number;
  paymentIntent: string;
}

export const PRICE_MONTHLY = 'price_monthly_test';
export const PRICE_YEARLY = 'price_yearly_test';

export class MockStripe {
  subscriptions = new Map<string, MockSubscription>();
  invoices: MockInvoice[] = [];
  refunds: { id: string; paymentIntent: string; created: number; idempotencyKey: string | null }[] = [];
  /** Subscription schedules: which subscription, and the price of the phase after the current one. */
  schedules = new Map<
    string,
    { subscription: string; nextPrice: string | null; currentPhaseEnd: number | null }
  >();
  requests: string[] = [];
  /** When set, cancelling a subscription fails with a Stripe API error. */
  isCancelFailing = false;
  /** When set, creating a refund fails with a Stripe API error. */
  isRefundFailing = false;
  /** Runs as a cancel request arrives, before it is applied (a test lands a payment there). */
  beforeCancel: ((subscriptionId: string) => void) | null = null;
  private server: Server;
  private counter = 0;

  constructor() {
    this.server = createServer((request, response) => {
      void this.route(request).then(
        ([status, body]) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_mock' });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: String(error) } }));
        },
      );
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.counter}${Math.random().toString(36).slice(2, 8)}`;
  }

  /** What Stripe does when the first (or a renewal) invoice is paid. */
  pay(subscriptionId: string, at = Math.floor(Date.now() / 1000)): MockInvoice {
    const sub = this.mustGet(subscriptionId);
    const days = sub.interval === 'year' ? 365 : 30;
    const invoice: MockInvoice = {
      id: this.id('in'),
      subscription: sub.id,
      amountPaid: sub.interval === 'year' ? 9900 : 999,
      paidAt: at,
      periodStart: at,
      periodEnd: at + days * 86_400,
      paymentIntent: this.id('pi'),
    };
    this.invoices.push(invoice);
    Object.assign(sub, { status: 'active', periodStart: at, periodEnd: invoice.periodEnd });
    return invoice;
  }

  refund(paymentIntent: string, idempotencyKey: string | null = null): void {
    this.refunds.push({
      id: this.id('re'),
      paymentIntent,
      created: Math.floor(Date.now() / 1000),
      idempotencyKey,
    });
  }

  mustGet(id: string): MockSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  }

  subscriptionObject(sub: MockSubscription, expandInvoice: boolean) {
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      metadata: sub.metadata,
      schedule: sub.schedule,
      ended_at: sub.endedAt ?? null,
      latest_invoice: expandInvoice
        ? {
            id: `in_first_${sub.id}`,
            object: 'invoice',
            confirmation_secret: { client_secret: sub.clientSecret, type: 'payment_intent' },
          }
        : `in_first_${sub.id}`,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
            price: { id: sub.price, object: 'price', recurring: { interval: sub.interval } },
          },
        ],
      },
    };
  }

  private async route(request: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(request.url ?? '/', 'http://mock');
    const form = new URLSearchParams(await readBody(request));
    this.requests.push(`${request.method} ${url.pathname}`);
    const path = url.pathname;
    // The SDK sends arrays as expand[0]=…, expand[1]=…
    const expand = [...url.searchParams, ...form]
      .filter(([key]) => /^expand\[\d*\]$/.test(key))
      .map(([, v]) => v);
    const subMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);

    if (request.method === 'POST' && path === '/v1/customers') {
      return [200, { id: this.id('cus'), object: 'customer' }];
    }
    if (request.method === 'POST' && path === '/v1/subscriptions') {
      const price = form.get('items[0][price]') ?? PRICE_MONTHLY;
      const now = Math.floor(Date.now() / 1000);
      const sub: MockSubscription = {
        id: this.id('sub'),
        customer: form.get('customer') ?? '',
        status: 'incomplete',
        price,
        interval: price === PRICE_YEARLY ? 'year' : 'month',
        periodStart: now,
        periodEnd: now + 30 * 86_400,
        cancelAtPeriodEnd: false,
        metadata: { userId: form.get('metadata[userId]') ?? '' },
        schedule: null,
        clientSecret: `pi_secret_${this.id('cs')}`,
      };
      this.subscriptions.set(sub.id, sub);
      return [200, this.subscriptionObject(sub, true)];
    }
    if (subMatch?.[1]) {
      const sub = this.subscriptions.get(subMatch[1]);
      if (!sub) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      if (request.method === 'POST') {
        if (form.has('cancel_at_period_end'))
          sub.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
        const pending = form.get('metadata[pendingInterval]');
        if (pending !== null) sub.metadata.pendingInterval = pending;
      }
      if (request.method === 'DELETE') {
        this.beforeCancel?.(sub.id);
        if (this.isCancelFailing)
          return [400, { error: { type: 'invalid_request_error', message: 'refused' } }];
        sub.status = 'canceled';
        sub.endedAt = Math.floor(Date.now() / 1000);
      }
      return [200, this.subscriptionObject(sub, expand.includes('latest_invoice.confirmation_secret'))];
    }
    const scheduleMatch = path.match(/^\/v1\/subscription_schedules(?:\/([^/]+))?(\/release)?$/);
    if (scheduleMatch) return this.routeSchedule(request.method ?? 'GET', scheduleMatch, form);
    if (request.method === 'GET' && path === '/v1/invoices') {
      const subscription = url.searchParams.get('subscription');
      const data = this.invoices
        .filter((invoice) => invoice.subscription === subscription)
        .map((invoice) => ({
          id: invoice.id,
          object: 'invoice',
          amount_paid: invoice.amountPaid,
          currency: 'usd',
          created: invoice.paidAt,
          status: 'paid',
          status_transitions: { paid_at: invoice.paidAt },
          lines: {
            object: 'list',
            data: [{ period: { start: invoice.periodStart, end: invoice.periodEnd } }],
          },
          payments: {
            object: 'list',
            data: [
              { status: 'paid', payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent } },
            ],
          },
        }));
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoices' }];
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      const paymentIntent = url.searchParams.get('payment_intent');
      const data = this.refunds
        .filter((refund) => refund.paymentIntent === paymentIntent)
        .map((refund) => ({ id: refund.id, object: 'refund', status: 'succeeded', created: refund.created }));
      return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }];
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      // As Stripe: a repeated idempotency key replays the first answer; a refunded charge is refused.
      if (this.isRefundFailing) {
        return [400, { error: { type: 'invalid_request_error', message: 'refund refused' } }];
      }
      const paymentIntent = form.get('payment_intent') ?? '';
      const key = header(request, 'idempotency-key');
      const replay = key ? this.refunds.find((refund) => refund.idempotencyKey === key) : undefined;
      if (replay) return [200, { id: replay.id, object: 'refund', status: 'succeeded' }];
      if (this.refunds.some((refund) => refund.paymentIntent === paymentIntent)) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Charge has already been refunded.',
            },
          },
        ];
      }
      this.refund(paymentIntent, key);
      return [200, { id: this.refunds.at(-1)?.id, object: 'refund', status: 'succeeded' }];
    }
    const intentMatch = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (request.method === 'GET' && intentMatch?.[1]) {
      const id = intentMatch[1];
      if (!this.invoices.some((invoice) => invoice.paymentIntent === id)) {
        return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
      }
      return [
        200,
        {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: {
            id: `ch_${id}`,
            object: 'charge',
            payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
          },
        },
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `mock has no ${request.method} ${path}` } },
    ];
  }

  private routeSchedule(method: string, match: RegExpMatchArray, form: URLSearchParams): [number, unknown] {
    const [, id, release] = match;
    if (method === 'POST' && !id) {
      const sub = this.mustGet(form.get('from_subscription') ?? '');
      const scheduleId = this.id('sub_sched');
      this.schedules.set(scheduleId, { subscription: sub.id, nextPrice: null, currentPhaseEnd: null });
      sub.schedule = scheduleId;
      return [200, { id: scheduleId, object: 'subscription_schedule' }];
    }
    const schedule = id ? this.schedules.get(id) : undefined;
    if (!id || !schedule)
      return [404, { error: { type: 'invalid_request_error', message: 'No such schedule' } }];
    if (method === 'POST' && release) {
      this.schedules.delete(id);
      this.mustGet(schedule.subscription).schedule = null;
    } else if (method === 'POST') {
      schedule.nextPrice = form.get('phases[1][items][0][price]');
      schedule.currentPhaseEnd = Number(form.get('phases[0][end_date]'));
    }
    return [200, { id, object: 'subscription_schedule' }];
  }
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
