import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { LoginForm } from '#web/components/auth/login-form.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { landingPathFor } from '#web/lib/landing-path.ts';
import { nextPathFrom } from '#web/lib/safe-next-path.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useCurrentUser();
  // A page that sent the visitor here (RequireAuth, or a ?next= link) gets them back afterwards;
  // clinic staff land on their clinic (landing-path.ts).
  const next = nextPathFrom(location.search, location.state);
  // A trial account (no email) may log in to an existing account instead.
  if (user && !user.isTrial) return <Navigate to={landingPathFor(user, next)} replace />;
  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Log in to see your scans and your pet’s progress."
      footer={
        <>
          New here?{' '}
          {/* The way back travels on to signup, so a new visitor who chose Plus still reaches checkout. */}
          <Link
            to={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}
            className="font-semibold text-brand-700 underline"
          >
            Create a free account
          </Link>
        </>
      }
    >
      <PageTitle title="Log In" />
      <LoginForm onSuccess={(signedIn) => navigate(landingPathFor(signedIn, next), { replace: true })} />
    </AuthCard>
  );
}
