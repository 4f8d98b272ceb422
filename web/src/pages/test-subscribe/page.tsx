import { TestTube } from 'lucide-react';
import { FeatureUnavailable } from '#web/components/feature-unavailable.tsx';

export function TestSubscribePage() {
  return (
    <FeatureUnavailable title="Test Subscription" icon={TestTube}>
      <p>The test-mode payment flow lets the team try a Plus subscription without a real card.</p>
    </FeatureUnavailable>
  );
}
