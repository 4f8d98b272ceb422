import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { type BillingInterval, PLANS, priceLine } from '#common/plans.ts';
import { cn } from '#web/lib/cn.ts';

/** The price line, what Plus includes, and a link to the other interval (?plan=). */
export function PlanSummary({ interval, basePath }: { interval: BillingInterval; basePath: string }) {
  const other: BillingInterval = interval === 'monthly' ? 'yearly' : 'monthly';
  return (
    <div>
      <p className="font-display text-3xl font-extrabold" data-testid="price-line">
        {priceLine(interval)}
      </p>
      <p className="mt-1 text-muted-ink">Unlimited scans and premium features</p>
      <p className="mt-3 text-sm">
        <Link to={`${basePath}?plan=${other}`} className="font-semibold text-brand-700 underline">
          Pay {other} instead: {priceLine(other)}
        </Link>
      </p>
      <ul className="mt-6 grid gap-2.5">
        {PLANS.plus.features.map((feature) => (
          <li key={feature.label} className={cn('flex items-start gap-2.5')}>
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-healthy" />
            {feature.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
