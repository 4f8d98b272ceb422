import { Link, Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/auth.queries.ts';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { LoginForm } from '../../components/auth/login-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  if (user) return <Navigate to="/" replace />;
  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Log in to see your scans and your pet’s progress."
      footer={
        <>
          New here?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 underline">
            Create a free account
          </Link>
        </>
      }
    >
      <PageTitle title="Log In" />
      <LoginForm onSuccess={() => navigate('/', { replace: true })} />
    </AuthCard>
  );
}
