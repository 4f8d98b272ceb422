import type { Db } from '../client.ts';

/** Statuses in which a subscription is paid up for its current period (a renewal may be retrying). */
const PAYING = ['active', 'past_due'];

/**
 * Subscriptions that were ever paid, with their first payment: a checkout never paid (abandoned,
 * expired, or replaced by the other interval before paying) is no subscription the business had, and
 * a replaced checkout that a late payment reached was refunded at once.
 */
const paidSubscriptions = (db: Db) =>
  db
    .selectFrom('payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .where('s.replaced_at', 'is', null)
    .groupBy(['s.id', 's.status', 's.canceled_at'])
    .select((eb) => [
      's.id',
      's.status',
      's.canceled_at',
      eb.fn.min<string>('p.paid_at').as('first_paid_at'),
    ]);

/** Subscription and payment figures for the admin's revenue view, aggregated in SQL. */
export async function summariseRevenue(db: Db, monthStartIso: string) {
  const countPaid = () =>
    db.selectFrom(paidSubscriptions(db).as('paid')).select((eb) => eb.fn.countAll<number>().as('n'));
  const [byInterval, started, cancelled, all, refunds] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .select((eb) => [
        'plan_interval',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('amount_cents').as('cents'),
      ])
      .where('status', 'in', PAYING)
      .groupBy('plan_interval')
      .execute(),
    countPaid().where('paid.first_paid_at', '>=', monthStartIso).executeTakeFirstOrThrow(),
    countPaid()
      .where('paid.status', '=', 'canceled')
      .where('paid.canceled_at', '>=', monthStartIso)
      .executeTakeFirstOrThrow(),
    countPaid().executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_cents').as('cents')])
      .where('refunded_at', '>=', monthStartIso)
      .executeTakeFirstOrThrow(),
  ]);
  const interval = (name: 'monthly' | 'yearly') => {
    const row = byInterval.find((r) => r.plan_interval === name);
    return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
  };
  return {
    monthly: interval('monthly'),
    yearly: interval('yearly'),
    startedThisMonth: Number(started.n),
    cancelledThisMonth: Number(cancelled.n),
    total: Number(all.n),
    refundsThisMonth: { count: Number(refunds.n), cents: Number(refunds.cents ?? 0) },
  };
}

/** Payments newest first with the payer's e-mail, for the admin's refund list. */
export async function listPaymentsPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('payments as p')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.id',
        'p.amount_cents',
        'p.currency',
        'p.plan_interval',
        'p.paid_at',
        'p.refunded_at',
        'u.email as user_email',
      ])
      .orderBy('p.paid_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
