import { useState } from 'react';
import { Link } from 'react-router';
import {
  type BillingInterval,
  isPlusStatus,
  MONEY_BACK_DAYS,
  PLANS,
  PRICES,
  priceLine,
} from '#common/plans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { BillingToggle } from './billing-toggle.tsx';
import { PlanCard } from './plan-card.tsx';
import { PricingFaq } from './pricing-faq.tsx';

export function PricingPage() {
  const { user } = useCurrentUser();
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const isPlus = user ? isPlusStatus(user.subscriptionStatus) : false;
  const price = PRICES[interval];
  const other: BillingInterval = interval === 'monthly' ? 'yearly' : 'monthly';

  const starterAction = !user ? (
    <Button asChild variant="outline" size="lg" className="w-full">
      <Link to="/signup">Get Started Free</Link>
    </Button>
  ) : (
    <Button variant="outline" size="lg" className="w-full" disabled>
      {isPlus ? `Included in ${PLANS.plus.name}` : 'Current Plan'}
    </Button>
  );

  const checkout = `/subscribe?plan=${interval}`;
  // A guest needs an account first: signup (or login, linked from there) brings them back to checkout.
  const plusAction = isPlus ? (
    <Button size="lg" className="w-full" disabled>
      Current Plan
    </Button>
  ) : (
    <div className="grid gap-2">
      <Button asChild variant="accent" size="lg" className="w-full">
        <Link to={user ? checkout : `/signup?next=${encodeURIComponent(checkout)}`}>Subscribe to Plus</Link>
      </Button>
      {user ? null : (
        <p className="text-center text-sm text-muted-ink">
          You create your account first, then go straight on to checkout.
        </p>
      )}
    </div>
  );

  return (
    <div className="pb-20">
      <PageTitle title="Pricing" />
      <PageHeader eyebrow="Pricing" title="Simple plans for healthy smiles">
        Start free. Upgrade when you want unlimited scans and a full history of your pet’s dental health.
      </PageHeader>
      <div className="mb-10 flex justify-center px-4">
        <BillingToggle value={interval} onChange={setInterval} />
      </div>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 sm:px-6 md:grid-cols-2">
        <PlanCard
          name={PLANS.starter.name}
          tagline={PLANS.starter.tagline}
          features={PLANS.starter.features}
          price={<p className="font-display text-5xl font-extrabold">Free</p>}
          action={starterAction}
        />
        <PlanCard
          name={PLANS.plus.name}
          tagline={PLANS.plus.tagline}
          features={PLANS.plus.features}
          highlight="Recommended"
          price={
            <>
              <p className="font-display text-5xl font-extrabold">
                {price.label}
                <span className="text-lg font-semibold text-muted-ink">/{price.per}</span>
              </p>
              <p className="mt-1 text-sm text-muted-ink">or {priceLine(other)}</p>
            </>
          }
          action={plusAction}
        />
      </div>
      <p className="mt-10 text-center text-sm font-semibold text-muted-ink">
        {MONEY_BACK_DAYS}-day money-back guarantee • Cancel anytime
      </p>
      <PricingFaq />
    </div>
  );
}
