import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TUser } from '#common/contracts/auth.ts';
import { type BillingInterval, PLANS, priceLine } from '#common/plans.ts';
import { subscriptionSetupQuery } from '#web/api/billing.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { ActivateFallback } from '#web/components/billing/activate-fallback.tsx';
import { AlreadyPlusCard } from '#web/components/billing/already-plus-card.tsx';
import { toastSetupError } from '#web/components/billing/payment-toasts.ts';
import { PlanSummary } from '#web/components/billing/plan-summary.tsx';
import { StatusSpinner } from '#web/components/billing/status-spinner.tsx';
import { StripeCardForm } from '#web/components/billing/stripe-card-form.tsx';
import { TestCardForm } from '#web/components/billing/test-card-form.tsx';
import { TestCardHint } from '#web/components/billing/test-mode-banner.tsx';
import type { useFinishPayment } from '#web/components/billing/use-finish-payment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { cn } from '#web/lib/cn.ts';
import { AddCredentialsStep } from './add-credentials-step.tsx';

/** Which address the checkout was opened at: /subscribe, or SPEC's /test-subscribe. */
export type CheckoutFlow = 'subscribe' | 'test';

/**
 * The one checkout: the same setup call, success call and fallback for both payment providers;
 * only the card field differs (our test card form, or Stripe Elements). /test-subscribe keeps
 * SPEC's words ('Test Subscription', 'Test Setup Error') and returns to ?success=true.
 */
export function Checkout({
  user,
  interval,
  flow,
  payment,
}: {
  user: TUser;
  interval: BillingInterval;
  flow: CheckoutFlow;
  payment: ReturnType<typeof useFinishPayment>;
}) {
  const { payments } = useClientConfig();
  // A trial account has no e-mail or password: the server refuses to set up Plus for it
  // (ACCOUNT_CREDENTIALS_REQUIRED), so the checkout asks for them first instead of calling.
  const isTrialAccount = user.isTrial || !user.email;
  const setup = useQuery({ ...subscriptionSetupQuery(interval), enabled: !isTrialAccount });
  const isCredentialsRefusal = isApiError(setup.error) && setup.error.code === 'ACCOUNT_CREDENTIALS_REQUIRED';
  const asksForCredentials = isTrialAccount || isCredentialsRefusal;
  const [hasAddedCredentials, setAddedCredentials] = useState(false);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const { finish, stage } = payment;
  const isAlreadySubscribed = isApiError(setup.error) && setup.error.code === 'ALREADY_SUBSCRIBED';
  const setupMessage = isApiError(setup.error) ? setup.error.userMessage : undefined;

  useEffect(() => {
    if (!setup.error || isAlreadySubscribed || isCredentialsRefusal) return;
    if (flow === 'test') {
      toast({
        title: 'Test Setup Error',
        description: setupMessage || 'The test subscription could not be set up.',
        variant: 'error',
      });
    } else toastSetupError(setup.error);
  }, [setup.error, isAlreadySubscribed, isCredentialsRefusal, flow, setupMessage]);

  // The form the keyboard was in is gone: continue on the payment's heading.
  useEffect(() => {
    if (hasAddedCredentials && !asksForCredentials) paymentHeading.current?.focus();
  }, [hasAddedCredentials, asksForCredentials]);

  // The server's words say why (e.g. a payment went through while the member switched interval).
  if (isAlreadySubscribed) return <AlreadyPlusCard message={setupMessage} />;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const isTestMode = payments.provider === 'test';
  const basePath = flow === 'test' ? '/test-subscribe' : '/subscribe';

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_28rem]">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">PawSmile Plus</p>
        <h1 className="mt-2 text-4xl font-extrabold">
          {flow === 'test' ? 'Test Subscription' : 'Upgrade to Plus'}
        </h1>
        <dl className="mt-4 grid grid-cols-[5rem_1fr] gap-y-2 text-sm">
          {/* A trial account has no name yet: the row appears once the first step gave one. */}
          {name ? (
            <>
              <dt className="font-semibold text-muted-ink">Name</dt>
              <dd>{name}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-muted-ink">Plan</dt>
          <dd>
            {PLANS.plus.name}, {interval}
          </dd>
        </dl>
        <div className="mt-6">
          <PlanSummary interval={interval} basePath={basePath} />
        </div>
      </div>
      {/* On a phone the first step comes first: it is what the page is for, and the plan is in its text. */}
      <div className={cn('grid content-start gap-4', asksForCredentials && 'order-first lg:order-none')}>
        {asksForCredentials ? (
          <AddCredentialsStep price={priceLine(interval)} onAdded={() => setAddedCredentials(true)} />
        ) : (
          <Card>
            <CardHeader>
              {hasAddedCredentials ? (
                <p role="status" className="text-sm text-muted-ink">
                  <span className="font-semibold text-brand-700">Step 2 of 2</span> · Your e-mail and password
                  are saved: log in with them from now on.
                </p>
              ) : null}
              <CardTitle ref={paymentHeading} tabIndex={-1} className="outline-none">
                Complete Your Subscription
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {isTestMode ? <TestCardHint /> : null}
              {setup.isPending ? (
                <StatusSpinner message="Setting up your subscription..." isCompact />
              ) : setup.error ? (
                <div className="grid gap-3 text-sm">
                  <p role="alert" className="text-urgent">
                    {setupMessage || 'Your subscription could not be set up.'}
                  </p>
                  <Button variant="outline" onClick={() => setup.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : stage === 'confirming' ? (
                <StatusSpinner message="Confirming your payment…" isCompact />
              ) : stage === 'done' && flow === 'subscribe' ? (
                <p role="status" className="font-semibold text-healthy">
                  Payment successful. Taking you home…
                </p>
              ) : isTestMode ? (
                <TestCardForm
                  clientSecret={setup.data.clientSecret}
                  onAuthenticationRequired={() =>
                    toast({
                      title: 'Authentication Required',
                      description: 'Confirming the payment with the card issuer…',
                    })
                  }
                  onPaid={() => finish({ subscriptionId: setup.data.subscriptionId })}
                />
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
        )}
        {asksForCredentials ? null : <ActivateFallback />}
      </div>
    </div>
  );
}
