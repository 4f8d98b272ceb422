import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { referralEntriesQuery } from '#web/api/admin.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { PageNav, pageCount } from '#web/components/ui/page-nav.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '#web/components/ui/table.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { REFERRAL_ENTRIES_TITLE_ID } from './declined-referrals-badge.tsx';
import { ReferralDialog } from './referral-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

const COLUMNS = ['Email', 'Pet Details', 'Location', 'Urgency', 'Status', 'Concern', 'Date', 'Actions'];

const URGENCY_CLASS = {
  high: 'text-urgent font-bold',
  medium: 'text-inflamed font-semibold',
  low: 'text-muted-ink',
};

/** The Vet Referrals table; Manage opens routing and status changes for one entry. */
export function ReferralEntriesTable() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const entries = useQuery(referralEntriesQuery(page));
  const data = entries.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;
  return (
    <section aria-labelledby={REFERRAL_ENTRIES_TITLE_ID} className="grid gap-3">
      <h2 id={REFERRAL_ENTRIES_TITLE_ID} className="scroll-mt-24 text-xl font-bold">
        Vet Referrals {data ? `(${data.total})` : ''}
      </h2>
      <Card>
        {entries.isPending ? <Spinner className="p-6" /> : null}
        {data && data.items.length === 0 ? <p className="p-6 text-muted-ink">No vet referrals yet.</p> : null}
        {data && data.items.length > 0 ? (
          <Table layout="stack" className="md:min-w-[56rem]">
            <TableColumns tone="band" labels={COLUMNS} />
            <TableBody>
              {data.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell label="Email">
                    <EmailAddress email={entry.email} />
                  </TableCell>
                  <TableCell label="Pet Details">
                    {[entry.petName, entry.petBreed, entry.petAge].filter(Boolean).join(', ') || '—'}
                  </TableCell>
                  <TableCell label="Location">{entry.location}</TableCell>
                  <TableCell label="Urgency" className={`capitalize ${URGENCY_CLASS[entry.urgencyLevel]}`}>
                    {entry.urgencyLevel}
                  </TableCell>
                  <TableCell label="Status">
                    <StatusBadge status={entry.status} />
                    {entry.partnerName ? (
                      <span className="mt-1 block text-xs text-muted-ink">{entry.partnerName}</span>
                    ) : null}
                  </TableCell>
                  <TableCell label="Concern" className="md:max-w-56">
                    {entry.concern ?? '—'}
                  </TableCell>
                  <TableCell label="Date" className="whitespace-nowrap">
                    {formatDate(entry.createdAt)}
                  </TableCell>
                  <TableCell className="max-md:pt-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setOpenId(entry.id)}
                      aria-label={`Manage referral for ${entry.email}`}
                    >
                      Manage
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Card>
      <PageNav label="Vet referral pages" page={page} pages={pages} onPageChange={setPage} />
      <Dialog open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}>
        {openId ? <ReferralDialog referralId={openId} /> : null}
      </Dialog>
    </section>
  );
}
