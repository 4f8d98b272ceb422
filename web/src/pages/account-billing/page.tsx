import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TBillingOverview } from '#common/contracts/billing.ts';
import { PLANS, priceLine } from '#common/plans.ts';
import { billingOverviewQuery } from '#web/api/billing.queries.ts';
import { TestModeBanner } from '#web/components/billing/test-mode-banner.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { describePlan } from './describe-plan.ts';
import { GuaranteeCard } from './guarantee-card.tsx';
import { PlanActions } from './plan-actions.tsx';
import { ReceiptsCard } from './receipts-card.tsx';

/**
 * /account/billing: the plan, its next renewal and amount, the money-back guarantee, receipts, and
 * cancel / resume / switch, all in-app (docs/product-rules.md#billing).
 */
export function AccountBillingPage() {
  const overview = useQuery(billingOverviewQuery());
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Billing" />
      <div>
        <Link to="/account" className="text-sm font-semibold text-brand-700 underline">
          ← Account
        </Link>
        <h1 className="mt-2 text-4xl font-extrabold">Billing</h1>
      </div>
      {overview.isPending ? (
        <PageSpinner label="Loading billing..." />
      ) : overview.isError ? (
        <Card className="p-6">
          <p role="alert">Your billing details could not be loaded.</p>
          <Button variant="outline" className="mt-4" onClick={() => overview.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          {overview.data.provider === 'test' ? <TestModeBanner /> : null}
          <PlanCard overview={overview.data} />
          <GuaranteeCard overview={overview.data} />
          <ReceiptsCard receipts={overview.data.receipts} />
        </>
      )}
    </div>
  );
}

function PlanCard({ overview }: { overview: TBillingOverview }) {
  const plan = describePlan(overview);
  const sub = overview.subscription;
  return (
    <Card role="region" aria-labelledby="plan-title">
      <CardHeader>
        <CardTitle id="plan-title" className="flex flex-wrap items-center gap-3">
          {plan.planName === 'Plus' ? (
            <Sparkles aria-hidden="true" className="size-6 text-coral-700" />
          ) : null}
          {plan.planName} plan
          <Badge tone={plan.tone}>{plan.statusLabel}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {plan.planName === 'Plus' && sub ? (
          <>
            <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
              <dt className="font-semibold text-muted-ink">Billing</dt>
              <dd>
                {sub.interval === 'yearly' ? 'Yearly' : 'Monthly'}, {priceLine(sub.interval)}
              </dd>
            </dl>
            {plan.nextLine ? <p data-testid="plan-next">{plan.nextLine}</p> : null}
            <PlanActions overview={overview} />
          </>
        ) : (
          <>
            <p className="text-muted-ink">
              You are on the free {PLANS.starter.name} plan. {PLANS.plus.name} adds unlimited scans, complete
              history and before/after comparisons for {priceLine('monthly')} or {priceLine('yearly')}.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="accent">
                <Link to="/subscribe?plan=monthly">Upgrade to Plus</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/pricing">Compare plans</Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
