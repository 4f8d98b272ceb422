import { MapPin } from 'lucide-react';
import { FeatureUnavailable } from '#web/components/feature-unavailable.tsx';

export function FindVetsPage() {
  return (
    <FeatureUnavailable title="Find Local Veterinary Partners" icon={MapPin}>
      <p>Search for partner clinics near you by location, city or ZIP code.</p>
      <p>Until then, your regular veterinarian is the right first call for any dental concern.</p>
    </FeatureUnavailable>
  );
}
