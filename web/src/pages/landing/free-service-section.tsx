import { Check } from 'lucide-react';
import { Link } from 'react-router';
import {
  GUEST_SCAN_LIMIT,
  PLANS,
  PRICES,
  STARTER_QUOTA_LABEL,
  YEARLY_SAVING_PERCENT,
} from '#common/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Section } from './section.tsx';

const TIERS = [
  {
    name: 'Without an account',
    price: 'Free',
    text: `${GUEST_SCAN_LIMIT} scan to try it, right here on this page.`,
  },
  {
    name: `${PLANS.starter.name} account`,
    price: 'Free',
    text: `${STARTER_QUOTA_LABEL}, with care advice after every scan.`,
  },
  {
    name: PLANS.plus.name,
    price: `${PRICES.monthly.label}/${PRICES.monthly.per}`,
    text: `Unlimited scans, history and chat. Or ${PRICES.yearly.label}/${PRICES.yearly.per}, saving ${YEARLY_SAVING_PERCENT}%.`,
  },
];

export function FreeServiceSection() {
  return (
    <Section
      id="free"
      eyebrow="Free to start"
      title="How PawSmile stays free"
      intro={`A free account includes ${STARTER_QUOTA_LABEL}, for as long as you like. Plus members fund the service: we don’t show ads and we don’t sell your data.`}
      className="bg-white"
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {TIERS.map((tier) => (
          <li key={tier.name} className="rounded-(--radius-card) border border-line bg-paper p-6">
            <p className="text-sm font-bold text-muted-ink">{tier.name}</p>
            <p className="mt-1 font-display text-3xl font-extrabold text-ink">{tier.price}</p>
            <p className="mt-3 flex gap-2 text-ink">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-healthy" />
              {tier.text}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Button asChild variant="outline">
          <Link to="/pricing">Compare plans</Link>
        </Button>
      </div>
    </Section>
  );
}
