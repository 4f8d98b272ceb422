import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditLogQuery } from '#web/api/admin.queries.ts';
import { Card } from '#web/components/ui/card.tsx';
import { PageNav, pageCount } from '#web/components/ui/page-nav.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

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
      <Card className="overflow-x-auto">
        {log.isPending ? <Spinner className="p-6" /> : null}
        {data && data.items.length === 0 ? <p className="p-6 text-muted-ink">No admin actions yet.</p> : null}
        {data && data.items.length > 0 ? (
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-line bg-sand/60 text-xs uppercase tracking-wide text-muted-ink">
              <tr>
                <th scope="col" className="px-3 py-2.5">
                  When
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Who
                </th>
                <th scope="col" className="px-3 py-2.5">
                  What
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className="border-b border-line last:border-0 align-top">
                  <td className="px-3 py-2.5 whitespace-nowrap">{formatDateTime(item.createdAt)}</td>
                  <td className="px-3 py-2.5 break-all">{item.adminEmail}</td>
                  <td className="px-3 py-2.5">{item.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
      <PageNav label="Audit log pages" page={page} pages={pages} onPageChange={setPage} />
    </section>
  );
}
