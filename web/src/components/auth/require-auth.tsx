import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';

/** Renders its children for a signed-in user; sends a guest to /login, which brings them back here. */
export function RequireAuth({ children }: { children: (user: TUser) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: `${pathname}${search}${hash}` }} />;
  return children(user);
}
