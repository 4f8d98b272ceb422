import { Hospital } from 'lucide-react';
import { SUPPORT_EMAIL } from '#common/brand.ts';
import { FeatureUnavailable } from '#web/components/feature-unavailable.tsx';

export function VetRegisterPage() {
  return (
    <FeatureUnavailable title="Veterinary Partner Registration" icon={Hospital}>
      <p>Clinics will be able to apply to become referral partners for pet owners whose scans need a vet.</p>
      <p>
        Want to talk before then? Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </FeatureUnavailable>
  );
}
