import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { BackHomeButton } from '#web/components/back-home-button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';

/**
 * Admin pages (docs/product-rules.md#admin): a guest is sent to sign in, a
 * member is told the page is for admins. The API refuses them either way.
 */
export function RequireAdmin({ title, children }: { title: string; children: (user: TUser) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: pathname }} />;
  if (user.role !== 'admin') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <PageTitle title={title} />
        <Card className="grid justify-items-center gap-4 p-8 text-center">
          <ShieldAlert aria-hidden="true" className="size-10 text-coral-700" />
          <h1 className="text-2xl font-extrabold">Admins only</h1>
          <p className="text-muted-ink">
            This page is for PawSmile administrators. Your account does not have access.
          </p>
          <BackHomeButton />
        </Card>
      </section>
    );
  }
  return children(user);
}
