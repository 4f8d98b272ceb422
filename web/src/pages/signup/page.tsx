import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { STARTER_QUOTA_LABEL } from '#common/plans.ts';
import { useCurrentUser } from '../../api/auth.queries.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { SignupForm } from '../../components/auth/signup-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';

/** SPEC section 9: the welcome toast is shown for 1.5 s before going home. */
const REDIRECT_DELAY_MS = 1500;

export function SignupPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [isWelcoming, setWelcoming] = useState(false);

  useEffect(() => {
    if (!isWelcoming) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isWelcoming, navigate]);

  // A visitor who is already signed in has nothing to do here; a new account waits for its welcome.
  if (user && !isWelcoming) return <Navigate to="/" replace />;
  return (
    <AuthCard
      title="Create your account"
      subtitle={`Free forever with the Starter plan: ${STARTER_QUOTA_LABEL}.`}
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
      <SignupForm onSuccess={() => setWelcoming(true)} />
    </AuthCard>
  );
}
