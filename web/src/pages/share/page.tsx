import { Share2 } from 'lucide-react';
import { FeatureUnavailable } from '../../components/feature-unavailable.tsx';

export function SharePage() {
  return (
    <FeatureUnavailable title="Shared Scan" icon={Share2}>
      <p>Shared links let a pet owner show a scan result to family or their vet.</p>
    </FeatureUnavailable>
  );
}
