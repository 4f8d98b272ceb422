import type { Db } from '../client.ts';

/** Statuses in which a subscription is paid up for its current period (a renewal may be retrying). */
const PAYING = ['active', 'past_due'];
/** Statuses a checkout passes through before anything was paid. */
const UNPAID = ['creating', 'incomplete', 'incomplete_expired'];

const countSubscriptions = (db: Db) =>
  db.selectFrom('subscriptions').select((eb) => eb.fn.countAll<number>().as('n'));

/** Subscription and payment figures for the admin's revenue view, aggregated in SQL. */
export async function summariseRevenue(db: Db, monthStartIso: string) {
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
    countSubscriptions(db)
      .where('created_at', '>=', monthStartIso)
      .where('status', 'not in', UNPAID)
      .executeTakeFirstOrThrow(),
    countSubscriptions(db)
      .where('status', '=', 'canceled')
      .where('updated_at', '>=', monthStartIso)
      .executeTakeFirstOrThrow(),
    countSubscriptions(db).executeTakeFirstOrThrow(),
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
