import { useQuery } from '@tanstack/react-query';
import { Building2, CircleCheck, CirclePause, Percent, Plus } from 'lucide-react';
import { useState } from 'react';
import { partnerDashboardQuery } from '#web/api/vet-partners.queries.ts';
import { RequireAdmin } from '#web/components/admin/require-admin.tsx';
import { StatCard } from '#web/components/admin/stat-card.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PageNav, pageCount } from '#web/components/ui/page-nav.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { PartnerFormDialog } from '#web/components/vets/partner-form-dialog.tsx';
import { AdminPartnerCard } from './admin-partner-card.tsx';
import { ReviewQueue } from './review-queue.tsx';

export function VetDashboardPage() {
  return <RequireAdmin title="Vet Dashboard">{() => <VetDashboard />}</RequireAdmin>;
}

/** /vet-dashboard (admins): partner stats, the review queue and every approved partner. */
function VetDashboard() {
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const dashboard = useQuery(partnerDashboardQuery(page));
  const data = dashboard.data;
  const pages = data ? pageCount(data.partnersTotal, data.limit) : 1;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <PageTitle title="Vet Dashboard" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl font-extrabold">Vet Dashboard</h1>
        <Button onClick={() => setIsAdding(true)}>
          <Plus aria-hidden="true" />
          Add Partner
        </Button>
      </div>
      {dashboard.isPending ? <PageSpinner /> : null}
      {dashboard.isError ? <FormMessage>Failed to load the partners. Please reload.</FormMessage> : null}
      {data ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total" value={data.stats.total} icon={Building2} />
            <StatCard label="Active" value={data.stats.active} icon={CircleCheck} />
            <StatCard label="Paused" value={data.stats.paused} icon={CirclePause} />
            <StatCard
              label="Average commission"
              value={data.stats.averageCommission === null ? '—' : `${data.stats.averageCommission}%`}
              icon={Percent}
            />
          </div>
          <ReviewQueue applications={data.applications} />
          <section aria-labelledby="partners-title" className="grid gap-4">
            <h2 id="partners-title" className="text-xl font-bold">
              Partners
            </h2>
            {data.partners.length === 0 ? (
              <p className="text-muted-ink">No partners yet. Approve an application or add one.</p>
            ) : (
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {data.partners.map((partner) => (
                  <AdminPartnerCard key={partner.id} partner={partner} />
                ))}
              </div>
            )}
            <PageNav label="Partner pages" page={page} pages={pages} onPageChange={setPage} />
          </section>
        </>
      ) : null}
      <Dialog open={isAdding} onOpenChange={setIsAdding}>
        {isAdding ? <PartnerFormDialog onDone={() => setIsAdding(false)} /> : null}
      </Dialog>
    </div>
  );
}
