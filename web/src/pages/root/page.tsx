import { useCurrentUser } from '../../api/auth.queries.ts';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { HomePage } from '../home/page.tsx';
import { LandingPage } from '../landing/page.tsx';

/** SPEC section 2: a spinner while the session is checked, then the dashboard or the landing page. */
export function RootPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return user ? <HomePage user={user} /> : <LandingPage />;
}
