import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditLogQuery } from '#web/api/admin.queries.ts';
import { Card } from '#web/components/ui/card.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { PageNav, pageCount } from '#web/components/ui/page-nav.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '#web/components/ui/table.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

const COLUMNS = ['When', 'Who', 'What'];

/** Who changed what, when: every admin action that changed data, newest first. */
export function AuditLogTable() {
  const [page, setPage] = useState(1);
  const log = useQuery(auditLogQuery(page));
  const data = log.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;
  return (
    <section aria-labelledby="audit-title" className="grid gap-3">
      <h2 id="audit-title" className="text-xl font-bold">
        Audit log
      </h2>
      <Card>
        {log.isPending ? <Spinner className="p-6" /> : null}
        {data && data.items.length === 0 ? <p className="p-6 text-muted-ink">No admin actions yet.</p> : null}
        {data && data.items.length > 0 ? (
          <Table layout="stack" className="md:min-w-[40rem]">
            <TableColumns tone="band" labels={COLUMNS} />
            <TableBody>
              {data.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell label="When" className="md:whitespace-nowrap">
                    {formatDateTime(item.createdAt)}
                  </TableCell>
                  <TableCell label="Who">
                    <EmailAddress email={item.adminEmail} />
                  </TableCell>
                  <TableCell label="What">{item.summary}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Card>
      <PageNav label="Audit log pages" page={page} pages={pages} onPageChange={setPage} />
    </section>
  );
}
