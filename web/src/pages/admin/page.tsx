import { LayoutDashboard } from 'lucide-react';
import { FeatureUnavailable } from '#web/components/feature-unavailable.tsx';

export function AdminPage() {
  return (
    <FeatureUnavailable title="Admin Dashboard" icon={LayoutDashboard}>
      <p>Administrators will see users, scans, vet referrals and partners here.</p>
    </FeatureUnavailable>
  );
}
