import { useQuery } from '@tanstack/react-query';
import {
  BarChart3,
  Building2,
  ClipboardCheck,
  DollarSign,
  FileHeart,
  Plus,
  ScanLine,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminStatsQuery } from '#web/api/admin.queries.ts';
import { RequireAdmin } from '#web/components/admin/require-admin.tsx';
import { StatCard } from '#web/components/admin/stat-card.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PartnerFormDialog } from '#web/components/vets/partner-form-dialog.tsx';
import { AnalyticsDialog } from './analytics-dialog.tsx';
import { AuditLogTable } from './audit-log-table.tsx';
import { DeclinedReferralsBadge } from './declined-referrals-badge.tsx';
import { PendingApplications } from './pending-applications.tsx';
import { RecentReferrals } from './recent-referrals.tsx';
import { ReferralEntriesTable } from './referral-entries-table.tsx';
import { RevenueDialog } from './revenue-dialog.tsx';

export function AdminPage() {
  return <RequireAdmin title="Admin Dashboard">{() => <AdminDashboard />}</RequireAdmin>;
}

type Panel = 'partner' | 'revenue' | 'analytics' | null;

/** /admin (docs/product-rules.md#admin): real counts, referrals, the referral requests, the audit log and three working tools. */
function AdminDashboard() {
  const stats = useQuery(adminStatsQuery());
  const [panel, setPanel] = useState<Panel>(null);
  const value = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('en-US'));
  const close = () => setPanel(null);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <PageTitle title="Admin Dashboard" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl font-extrabold">Admin Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setPanel('partner')}>
            <Plus aria-hidden="true" />
            Add Partner
          </Button>
          <Button variant="outline" onClick={() => setPanel('revenue')}>
            <DollarSign aria-hidden="true" />
            View Revenue
          </Button>
          <Button variant="outline" onClick={() => setPanel('analytics')}>
            <BarChart3 aria-hidden="true" />
            View Analytics
          </Button>
          <Button variant="outline" asChild>
            <Link to="/admin/grading">
              <ClipboardCheck aria-hidden="true" />
              Vet Grading
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={value(stats.data?.totalUsers)} icon={Users} />
        <StatCard label="Total Scans" value={value(stats.data?.totalScans)} icon={ScanLine} />
        <StatCard label="Vet Referrals" value={value(stats.data?.totalReferrals)} icon={FileHeart}>
          <DeclinedReferralsBadge count={stats.data?.declinedReferrals} />
        </StatCard>
        <StatCard label="Vet Partners" value={value(stats.data?.totalPartners)} icon={Building2} />
      </div>
      <PendingApplications />
      <RecentReferrals />
      <ReferralEntriesTable />
      <AuditLogTable />
      <Dialog open={panel !== null} onOpenChange={(open) => !open && close()}>
        {panel === 'partner' ? <PartnerFormDialog onDone={close} /> : null}
        {panel === 'revenue' ? <RevenueDialog /> : null}
        {panel === 'analytics' ? <AnalyticsDialog /> : null}
      </Dialog>
    </div>
  );
}
