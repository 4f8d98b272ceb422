import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';

/**
 * A members' page, given the signed-in user. Guests never get here: the route's loader redirects
 * them to /login first (web/src/routes/route-loaders.ts). A session that ends while the page is open
 * (signed out everywhere, then a refetch) is sent to /login too, which brings them back here.
 */
export function RequireAuth({ children }: { children: (user: TUser) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!user && !isLoading)
    return <Navigate to={`/login?next=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  return user ? children(user) : null;
}
