import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PLUS_MONTHLY_LABEL, STARTER_QUOTA_PHRASE } from '#web/components/scan/scan-copy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

const TRIAL_GAVE = ['1 AI scan result', 'Basic health insights', 'Care recommendations'];
const PLUS_GIVES = [
  'Unlimited scans',
  'Complete scan history',
  'Before/after comparisons',
  'AI chat with vet advice',
  'Progress tracking',
];

const WRAPPING_BUTTON = 'h-auto min-h-12 w-full min-w-0 whitespace-normal py-2 text-center';

function FeatureList({ items, tone }: { items: string[]; tone: 'brand' | 'coral' }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm text-ink">
          <Check
            aria-hidden="true"
            className={
              tone === 'coral'
                ? 'mt-0.5 size-4 shrink-0 text-coral-600'
                : 'mt-0.5 size-4 shrink-0 text-brand-600'
            }
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** After a trial scan: what the trial gave, what Plus adds, and the two ways on. */
export function TrialUpsell() {
  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <div>
        <h2 className="text-2xl font-extrabold">Keep your pet’s smile on track</h2>
        <p className="mt-1 text-muted-ink">
          One photo is a snapshot. Regular scans show whether home care is working.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-3 rounded-2xl bg-sand/60 p-5">
          <h3 className="text-base font-bold">Your trial gave you</h3>
          <FeatureList items={TRIAL_GAVE} tone="brand" />
        </div>
        <div className="grid content-start gap-3 rounded-2xl border border-coral-200 bg-coral-50 p-5">
          <h3 className="flex items-center gap-2 text-base font-bold">
            <Sparkles aria-hidden="true" className="size-4 text-coral-600" />
            Plus gives you
          </h3>
          <FeatureList items={PLUS_GIVES} tone="coral" />
        </div>
      </div>
      {/* Grid cells, not shrink-0 flex items: long labels wrap inside the card instead of overflowing it. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" variant="outline" className={WRAPPING_BUTTON}>
          <Link to="/signup">Start Free Account ({STARTER_QUOTA_PHRASE})</Link>
        </Button>
        <Button asChild size="lg" variant="accent" className={WRAPPING_BUTTON}>
          <Link to="/subscribe">Get Plus - {PLUS_MONTHLY_LABEL}</Link>
        </Button>
      </div>
    </Card>
  );
}
