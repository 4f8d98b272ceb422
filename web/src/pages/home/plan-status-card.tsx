import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { isPlusStatus, PLANS, PRICES } from '#common/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

export function PlanStatusCard({ user }: { user: TUser }) {
  const isPlus = isPlusStatus(user.subscriptionStatus);
  const plan = isPlus ? PLANS.plus : PLANS.starter;
  const plusOnly = PLANS.plus.features.filter(
    (feature) => !PLANS.starter.features.some((other) => other.label === feature.label && other.isIncluded),
  );
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-sans text-sm font-bold text-muted-ink">Your plan</h2>
        <Badge tone={isPlus ? 'coral' : 'brand'}>{isPlus ? 'Plus' : 'Free'}</Badge>
      </div>
      <p className="mt-2 font-display text-2xl font-extrabold">{plan.name}</p>
      <p className="text-sm text-muted-ink">{plan.tagline}</p>
      {isPlus ? (
        <>
          <p className="mt-4 text-sm text-ink">
            Thank you for supporting {plan.name}: every feature is unlocked.
          </p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link to="/account/billing">Manage billing</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="mt-4 text-sm font-semibold text-ink">Upgrade to {PLANS.plus.name} for:</p>
          <ul className="mt-2 grid gap-1.5 text-sm text-ink">
            {plusOnly.map((feature) => (
              <li key={feature.label} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-healthy" />
                {feature.label}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button asChild variant="accent" size="sm">
              <Link to="/subscribe?plan=monthly">
                <Sparkles aria-hidden="true" />
                Get Plus · {PRICES.monthly.label}/{PRICES.monthly.per}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/pricing">Compare plans</Link>
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
