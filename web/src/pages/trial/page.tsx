import { FlaskConical } from 'lucide-react';
import { FeatureUnavailable } from '../../components/feature-unavailable.tsx';

export function TrialPage() {
  return (
    <FeatureUnavailable title="Free Trial Scanner" icon={FlaskConical}>
      <p>The trial scanner lets you try a photo screening without creating an account.</p>
    </FeatureUnavailable>
  );
}
