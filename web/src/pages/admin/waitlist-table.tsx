import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { waitlistQuery } from '#web/api/admin.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PageNav, pageCount } from '#web/components/ui/page-nav.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { ReferralDialog } from './referral-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

const URGENCY_CLASS = {
  high: 'text-urgent font-bold',
  medium: 'text-inflamed font-semibold',
  low: 'text-muted-ink',
};

/** The Vet Referral Waitlist table; Manage opens routing and status changes for one entry. */
export function WaitlistTable() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const waitlist = useQuery(waitlistQuery(page));
  const data = waitlist.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;
  return (
    <section aria-labelledby="waitlist-title" className="grid gap-3">
      <h2 id="waitlist-title" className="text-xl font-bold">
        Vet Referral Waitlist {data ? `(${data.total})` : ''}
      </h2>
      <Card className="overflow-x-auto">
        {waitlist.isPending ? <Spinner className="p-6" /> : null}
        {data && data.items.length === 0 ? (
          <p className="p-6 text-muted-ink">Nobody is on the waitlist yet.</p>
        ) : null}
        {data && data.items.length > 0 ? (
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="border-b border-line bg-sand/60 text-xs uppercase tracking-wide text-muted-ink">
              <tr>
                {['Email', 'Pet Details', 'Location', 'Urgency', 'Status', 'Concern', 'Date', 'Actions'].map(
                  (label) => (
                    <th key={label} scope="col" className="px-3 py-2.5 font-bold">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id} className="border-b border-line last:border-0 align-top">
                  <td className="px-3 py-2.5 break-all">{entry.email}</td>
                  <td className="px-3 py-2.5">
                    {[entry.petName, entry.petBreed, entry.petAge].filter(Boolean).join(', ') || '—'}
                  </td>
                  <td className="px-3 py-2.5">{entry.location}</td>
                  <td className={`px-3 py-2.5 capitalize ${URGENCY_CLASS[entry.urgencyLevel]}`}>
                    {entry.urgencyLevel}
                  </td>
                  <td className="px-3 py-2.5">
                    <StatusBadge status={entry.status} />
                    {entry.partnerName ? (
                      <span className="mt-1 block text-xs text-muted-ink">{entry.partnerName}</span>
                    ) : null}
                  </td>
                  <td className="max-w-56 px-3 py-2.5">{entry.concern ?? '—'}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatDate(entry.createdAt)}</td>
                  <td className="px-3 py-2.5">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setOpenId(entry.id)}
                      aria-label={`Manage referral for ${entry.email}`}
                    >
                      Manage
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
      <PageNav label="Waitlist pages" page={page} pages={pages} onPageChange={setPage} />
      <Dialog open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}>
        {openId ? <ReferralDialog referralId={openId} /> : null}
      </Dialog>
    </section>
  );
}
