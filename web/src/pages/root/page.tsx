import { useState } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { CLINIC_HOME } from '#web/lib/landing-path.ts';
import { LandingPage } from '#web/pages/landing/page.tsx';
import { HomePage } from '#web/pages/lazy-pages.ts';

/** `/`: a spinner while the session is checked, then the dashboard or the landing page. */
export function RootPage() {
  const { user, isLoading } = useCurrentUser();
  // A guest who creates an account from the signup prompt keeps their result on screen;
  // the dashboard appears on the next visit to / (or through the prompt's link to /home).
  const [hasShownLanding, setHasShownLanding] = useState(false);
  if (!isLoading && !user && !hasShownLanding) setHasShownLanding(true);
  if (isLoading && !hasShownLanding) return <PageSpinner />;
  // Clinic staff have no owner dashboard: their home is the clinic (docs/product-rules.md#clinic-accounts).
  if (user?.role === 'vet' && !hasShownLanding) return <Navigate to={CLINIC_HOME} replace />;
  return user && !hasShownLanding ? <HomePage user={user} /> : <LandingPage />;
}
