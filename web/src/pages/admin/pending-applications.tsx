import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { partnerDashboardQuery } from '#web/api/vet-partners.queries.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ReviewQueue } from '#web/pages/vet-dashboard/review-queue.tsx';

/**
 * Clinic applications awaiting review, on /admin as on the Vet Dashboard: an admin who only opens
 * /admin still sees a clinic waiting (docs/product-rules.md#admin). Same data and actions as there.
 */
export function PendingApplications() {
  const dashboard = useQuery(partnerDashboardQuery(1));
  if (dashboard.isPending) return <Spinner label="Loading applications…" />;
  if (dashboard.isError)
    return <FormMessage>Failed to load the clinic applications. Please reload.</FormMessage>;
  return (
    <div className="grid gap-2">
      <ReviewQueue applications={dashboard.data.applications} />
      <p className="text-sm text-muted-ink">
        Approved partners are managed on the{' '}
        <Link className="underline" to="/vet-dashboard">
          Vet Dashboard
        </Link>
        .
      </p>
    </div>
  );
}
