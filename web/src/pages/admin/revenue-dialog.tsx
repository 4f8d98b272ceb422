import { useQuery } from '@tanstack/react-query';
import { revenueQuery } from '#web/api/admin.queries.ts';
import { DialogContent } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { dollars } from './money.ts';
import { PaymentsList } from './payments-list.tsx';

/** View Revenue: from the billing tables, with the refund action; an honest empty state while nothing was ever sold. */
export function RevenueDialog() {
  const revenue = useQuery(revenueQuery());
  const data = revenue.data;
  return (
    <DialogContent
      title="Revenue"
      description="Plus subscriptions, this calendar month in UTC."
      className="max-w-2xl"
    >
      {revenue.isPending ? <Spinner label="Loading revenue…" /> : null}
      {data && !data.hasData ? (
        <p className="rounded-xl bg-sand p-4 text-sm">
          No Plus subscription has been recorded yet, so there is no revenue to show. Figures appear here as
          soon as the first member subscribes.
        </p>
      ) : null}
      {data?.hasData ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {[
            ['Monthly recurring revenue', dollars(data.mrrCents)],
            ['Active monthly plans', data.activeByInterval.monthly],
            ['Active yearly plans', data.activeByInterval.yearly],
            ['New this month', data.newThisMonth],
            ['Cancelled this month', data.cancelledThisMonth],
            ['Refunds this month', `${data.refunds.count} (${dollars(data.refunds.amountCents)})`],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line bg-white p-3">
              <dt className="text-muted-ink">{label}</dt>
              <dd className="font-display text-xl font-extrabold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {data?.hasData ? <PaymentsList /> : null}
    </DialogContent>
  );
}
