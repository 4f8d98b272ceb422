import { Stethoscope } from 'lucide-react';
import { FeatureUnavailable } from '../../components/feature-unavailable.tsx';

export function VetDashboardPage() {
  return (
    <FeatureUnavailable title="Vet Partner Dashboard" icon={Stethoscope}>
      <p>Administrators will review, edit, pause and activate veterinary partners here.</p>
    </FeatureUnavailable>
  );
}
