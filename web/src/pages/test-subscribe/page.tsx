import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { isPlusStatus } from '#common/plans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { subscriptionSetupQuery } from '#web/api/billing.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { ActivateFallback } from '#web/components/billing/activate-fallback.tsx';
import { AlreadyPlusCard } from '#web/components/billing/already-plus-card.tsx';
import { planFromQuery } from '#web/components/billing/plan-from-query.ts';
import { PlanSummary } from '#web/components/billing/plan-summary.tsx';
import { StatusSpinner } from '#web/components/billing/status-spinner.tsx';
import { TestCardForm } from '#web/components/billing/test-card-form.tsx';
import { TestCardHint, TestModeBanner } from '#web/components/billing/test-mode-banner.tsx';
import { useFinishPayment } from '#web/components/billing/use-finish-payment.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { NotFoundPage } from '../not-found/page.tsx';

/**
 * /test-subscribe: the subscription flow on the built-in test provider. It exists only while
 * that provider runs, and its payment activates Plus through the same server calls as a real one
 * (docs/product-rules.md#billing).
 */
export function TestSubscribePage() {
  const { payments } = useClientConfig();
  const { user, isLoading } = useCurrentUser();
  if (payments.provider !== 'test') return <NotFoundPage />;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Test Subscription" />
      <TestModeBanner />
      {isLoading ? (
        <StatusSpinner message="Loading..." />
      ) : user ? (
        <TestCheckout user={user} />
      ) : (
        <LoginFirst />
      )}
    </section>
  );
}

function LoginFirst() {
  const { pathname, search } = useLocation();
  return (
    <Card className="p-8 text-center">
      <h1 className="text-3xl font-extrabold">Test Subscription</h1>
      <p className="mt-3 text-muted-ink">Please log in first to try the test subscription.</p>
      <Button asChild className="mt-6">
        <Link to="/login" state={{ from: `${pathname}${search}` }}>
          Go to Login
        </Link>
      </Button>
    </Card>
  );
}

function TestCheckout({ user }: { user: TUser }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const interval = planFromQuery(params.get('plan'));
  const isSuccess = params.get('success') === 'true';
  const isPlus = isPlusStatus(user.subscriptionStatus);
  const toasted = useRef(false);
  const { finish } = useFinishPayment({
    onPlus: () => navigate('/test-subscribe?success=true', { replace: true }),
  });
  const setup = useQuery({ ...subscriptionSetupQuery('test', interval), enabled: !isPlus });

  // ?success=true only announces; Plus itself was granted by the server before the redirect.
  useEffect(() => {
    if (isSuccess && isPlus && !toasted.current) {
      toasted.current = true;
      toast({
        title: 'Test Payment Complete!',
        description: 'Test subscription activated successfully.',
        variant: 'success',
      });
    }
  }, [isSuccess, isPlus]);
  useEffect(() => {
    if (setup.error && !(isApiError(setup.error) && setup.error.code === 'ALREADY_SUBSCRIBED')) {
      toast({
        title: 'Test Setup Error',
        description:
          isApiError(setup.error) && setup.error.userMessage
            ? setup.error.userMessage
            : 'The test subscription could not be set up.',
        variant: 'error',
      });
    }
  }, [setup.error]);

  if (isPlus)
    return (
      <AlreadyPlusCard
        heading={isSuccess ? 'Test payment complete: you have Plus' : 'You already have Plus'}
      />
    );
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'No name on the account';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h1 className="text-3xl font-extrabold">Test Subscription</h1>
        <dl className="mt-4 grid grid-cols-[5rem_1fr] gap-y-2 text-sm">
          <dt className="font-semibold text-muted-ink">Name</dt>
          <dd>{name}</dd>
          <dt className="font-semibold text-muted-ink">Plan</dt>
          <dd>Plus, {interval}</dd>
        </dl>
        <div className="mt-6">
          <PlanSummary interval={interval} basePath="/test-subscribe" />
        </div>
      </div>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Complete Your Subscription</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TestCardHint />
            {setup.isPending ? (
              <StatusSpinner message="Setting up your subscription..." isCompact />
            ) : setup.error ? (
              <Button variant="outline" onClick={() => setup.refetch()}>
                Try again
              </Button>
            ) : (
              <TestCardForm
                clientSecret={setup.data.clientSecret}
                onAuthenticationRequired={() =>
                  toast({
                    title: 'Authentication Required',
                    description: 'Confirming the test payment with the card issuer…',
                  })
                }
                onPaid={(paymentIntentId) => finish({ paymentIntentId })}
              />
            )}
            <p className="text-center text-xs text-muted-ink">
              Secure payment powered by the built-in test provider (no real charge). Cancel anytime.
            </p>
          </CardContent>
        </Card>
        <ActivateFallback />
      </div>
    </div>
  );
}
