import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlanFeature } from '#common/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

interface PlanCardProps {
  name: string;
  tagline: string;
  price: ReactNode;
  features: PlanFeature[];
  highlight?: string;
  action: ReactNode;
  children?: ReactNode;
}

export function PlanCard({ name, tagline, price, features, highlight, action, children }: PlanCardProps) {
  return (
    <Card
      className={cn(
        'relative flex flex-col p-6 sm:p-8',
        highlight && 'border-2 border-brand-600 shadow-lift',
      )}
    >
      {highlight ? (
        <Badge tone="coral" className="absolute -top-3 left-6 px-3 py-1 text-sm">
          {highlight}
        </Badge>
      ) : null}
      <h2 className="text-2xl font-extrabold">{name}</h2>
      <p className="mt-1 text-muted-ink">{tagline}</p>
      <div className="mt-6">{price}</div>
      {children}
      <ul className="mt-6 grid flex-1 content-start gap-3">
        {features.map((feature) => (
          <li
            key={feature.label}
            className={cn('flex items-start gap-3', feature.isIncluded ? 'text-ink' : 'text-muted-ink')}
          >
            {feature.isIncluded ? (
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-healthy" />
            ) : (
              <Minus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-ink" />
            )}
            <span>
              {feature.label}
              {feature.isIncluded ? null : <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </Card>
  );
}
