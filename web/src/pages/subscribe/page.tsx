import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureUnavailable } from '#web/components/feature-unavailable.tsx';

export function SubscribePage() {
  return (
    <FeatureUnavailable title="Subscribe to Plus" icon={CreditCard}>
      <p>
        Online payment for Plus is not open yet, so nothing can be charged here. See what Plus includes on the{' '}
        <Link to="/pricing" className="font-semibold text-brand-700 underline">
          pricing page
        </Link>
        .
      </p>
    </FeatureUnavailable>
  );
}
