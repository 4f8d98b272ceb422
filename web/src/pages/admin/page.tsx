import { LayoutDashboard } from 'lucide-react';
import { FeatureUnavailable } from '../../components/feature-unavailable.tsx';

export function AdminPage() {
  return (
    <FeatureUnavailable title="Admin Dashboard" icon={LayoutDashboard}>
      <p>Administrators will see users, scans, vet referrals and partners here.</p>
    </FeatureUnavailable>
  );
}
