import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { useCurrentUser, useSignupMutation } from '#web/api/auth.queries.ts';
import { AuthCard } from '#web/components/auth/auth-card.tsx';
import { SignupForm } from '#web/components/auth/signup-form.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** The welcome toast is read for 1.5 s before going home. */
const REDIRECT_DELAY_MS = 1500;

export function SignupPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const signup = useSignupMutation();
  const [isWelcoming, setWelcoming] = useState(false);

  useEffect(() => {
    if (!isWelcoming) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isWelcoming, navigate]);

  // A full account has nothing to do here. A trial account (no email yet) signs up to
  // become a real one: the server upgrades it in place and its scans stay with it.
  // The signup made on this page signs the visitor in before the welcome toast is
  // shown; that one leaves through the timed redirect above, after the toast.
  if (user && !user.isTrial && signup.isIdle) return <Navigate to="/" replace />;
  const isUpgrading = Boolean(user?.isTrial);
  return (
    <AuthCard
      title={isUpgrading ? 'Keep your trial scan' : 'Create your account'}
      subtitle={
        isUpgrading
          ? `Add your email and a password to keep your trial scan. Your free Starter plan includes ${STARTER_QUOTA_LABEL}.`
          : `Free forever with the Starter plan: ${STARTER_QUOTA_LABEL}.`
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
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
