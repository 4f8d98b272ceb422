import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { type BillingInterval, isPlusStatus } from '#common/plans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { subscriptionSetupQuery } from '#web/api/billing.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { ActivateFallback } from '#web/components/billing/activate-fallback.tsx';
import { AlreadyPlusCard } from '#web/components/billing/already-plus-card.tsx';
import { toastSetupError } from '#web/components/billing/payment-toasts.ts';
import { planFromQuery } from '#web/components/billing/plan-from-query.ts';
import { PlanSummary } from '#web/components/billing/plan-summary.tsx';
import { StatusSpinner } from '#web/components/billing/status-spinner.tsx';
import { StripeCardForm } from '#web/components/billing/stripe-card-form.tsx';
import { TestCardForm } from '#web/components/billing/test-card-form.tsx';
import { TestCardHint, TestModeBanner } from '#web/components/billing/test-mode-banner.tsx';
import { useFinishPayment } from '#web/components/billing/use-finish-payment.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** /subscribe?plan=monthly|yearly: the Plus payment page (docs/product-rules.md#billing). */
export function SubscribePage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const interval = planFromQuery(params.get('plan'));
  if (isLoading) return <StatusSpinner message="Loading..." />;
  if (!user) {
    return (
      <>
        <StatusSpinner message="Redirecting to login..." />
        <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />
      </>
    );
  }
  if (isPlusStatus(user.subscriptionStatus)) {
    return (
      <section className="px-4 py-16">
        <PageTitle title="Subscribe to Plus" />
        <AlreadyPlusCard />
      </section>
    );
  }
  return <Checkout user={user} interval={interval} />;
}

function Checkout({ user, interval }: { user: TUser; interval: BillingInterval }) {
  const { payments } = useClientConfig();
  const setup = useQuery(subscriptionSetupQuery('subscribe', interval));
  const { finish, isDone } = useFinishPayment();
  const isAlreadySubscribed = isApiError(setup.error) && setup.error.code === 'ALREADY_SUBSCRIBED';

  useEffect(() => {
    if (setup.error && !isAlreadySubscribed) {
      toastSetupError(isApiError(setup.error) ? setup.error.userMessage : undefined);
    }
  }, [setup.error, isAlreadySubscribed]);

  if (isAlreadySubscribed) return <AlreadyPlusCard />;
  if (setup.isPending) return <StatusSpinner message="Setting up your subscription..." />;
  const isTestMode = payments.provider === 'test';

  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_28rem]">
      <PageTitle title="Subscribe to Plus" />
      {isTestMode ? <TestModeBanner className="lg:col-span-2" /> : null}
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">PawSmile Plus</p>
        <h1 className="mt-2 text-4xl font-extrabold">Upgrade to Plus</h1>
        <p className="mt-2 text-muted-ink">
          Subscribing as {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}.
        </p>
        <div className="mt-6">
          <PlanSummary interval={interval} basePath="/subscribe" />
        </div>
      </div>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Complete Your Subscription</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {setup.error ? (
              <div className="grid gap-3 text-sm">
                <p role="alert" className="text-urgent">
                  {isApiError(setup.error) && setup.error.userMessage
                    ? setup.error.userMessage
                    : 'Your subscription could not be set up.'}
                </p>
                <Button variant="outline" onClick={() => setup.refetch()}>
                  Try again
                </Button>
              </div>
            ) : isDone ? (
              <p role="status" className="font-semibold text-healthy">
                Payment successful. Taking you home…
              </p>
            ) : isTestMode ? (
              <>
                <TestCardHint />
                <TestCardForm
                  clientSecret={setup.data.clientSecret}
                  onPaid={() => finish({ subscriptionId: setup.data.subscriptionId })}
                />
              </>
            ) : (
              <StripeCardForm
                publishableKey={payments.publishableKey ?? ''}
                clientSecret={setup.data.clientSecret}
                subscriptionId={setup.data.subscriptionId}
                onPaid={(subscriptionId) => finish({ subscriptionId })}
              />
            )}
            <p className="text-center text-xs text-muted-ink">
              Secure payment powered by{' '}
              {isTestMode ? 'the built-in test provider (no real charge)' : 'Stripe'}. Cancel anytime.
            </p>
          </CardContent>
        </Card>
        <ActivateFallback />
      </div>
    </section>
  );
}
