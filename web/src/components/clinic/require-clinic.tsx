import { Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { BackHomeButton } from '#web/components/back-home-button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';

/** A signed-in clinic staff member: role 'vet' and the clinic they work for. */
export type ClinicUser = TUser & { partnerId: string };

/**
 * Clinic pages (docs/product-rules.md#clinics): a guest is sent to sign in and comes back here,
 * an owner or admin is told the page is for partner clinics. The API refuses them either way.
 */
export function RequireClinic({
  title,
  children,
}: {
  title: string;
  children: (user: ClinicUser) => ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  if (user.role !== 'vet' || !user.partnerId) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <PageTitle title={title} />
        <Card className="grid justify-items-center gap-4 p-8 text-center">
          <Stethoscope aria-hidden="true" className="size-10 text-coral-700" />
          <h1 className="text-2xl font-extrabold">This page is for partner clinics</h1>
          <p className="text-muted-ink">
            Only staff of a PawSmile partner clinic can open it. Your account is not a clinic account.
          </p>
          <BackHomeButton />
        </Card>
      </section>
    );
  }
  return children({ ...user, partnerId: user.partnerId });
}
