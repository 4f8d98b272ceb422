import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { useCurrentUser, useSignupMutation } from '#web/api/auth.queries.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { SignupForm } from '#web/components/auth/signup-form.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { nextPathFrom } from '#web/lib/safe-next-path.ts';

/** The welcome toast is read for 1.5 s before going home. */
const REDIRECT_DELAY_MS = 1500;

/** `?next=` as the login page reads it, for the link between the two pages. */
const withNext = (path: string, next: string | null) =>
  next ? `${path}?next=${encodeURIComponent(next)}` : path;

export function SignupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useCurrentUser();
  const signup = useSignupMutation();
  const [isWelcoming, setWelcoming] = useState(false);
  // A page that sent the visitor here (Subscribe to Plus on /pricing) gets them back afterwards, so a
  // guest who chose Plus goes straight on to checkout; only same-site paths (safe-next-path.ts).
  const next = nextPathFrom(location.search, location.state);
  const home = next ?? '/';
  const isHeadingToCheckout = next?.startsWith('/subscribe') ?? false;

  useEffect(() => {
    if (!isWelcoming) return;
    const timer = setTimeout(() => navigate(home, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isWelcoming, navigate, home]);

  // A full account has nothing to do here. A trial account (no email yet) signs up to
  // become a real one: the server upgrades it in place and its scans stay with it.
  // The signup made on this page signs the visitor in before the welcome toast is
  // shown; that one leaves through the timed redirect above, after the toast.
  if (user && !user.isTrial && signup.isIdle) return <Navigate to={home} replace />;
  const isUpgrading = Boolean(user?.isTrial);
  return (
    <AuthCard
      title={isUpgrading ? 'Keep your trial scan' : 'Create your account'}
      subtitle={
        isHeadingToCheckout
          ? 'Plus starts with an account: create yours, then you go straight on to checkout. A free scan you made here comes with it.'
          : isUpgrading
            ? `Add your email and a password to keep your trial scan. Your free Starter plan includes ${STARTER_QUOTA_LABEL}.`
            : `Free forever with the Starter plan: ${STARTER_QUOTA_LABEL}.`
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={withNext('/login', next)} className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </>
      }
    >
      <PageTitle title="Sign Up" />
      <SignupForm signup={signup} onSuccess={() => setWelcoming(true)} />
    </AuthCard>
  );
}
