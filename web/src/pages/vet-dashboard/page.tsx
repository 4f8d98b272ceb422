import { Stethoscope } from 'lucide-react';
import { FeatureUnavailable } from '#web/components/feature-unavailable.tsx';

export function VetDashboardPage() {
  return (
    <FeatureUnavailable title="Vet Partner Dashboard" icon={Stethoscope}>
      <p>Administrators will review, edit, pause and activate veterinary partners here.</p>
    </FeatureUnavailable>
  );
}
