import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isPlusStatus } from '#common/plans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { useClientConfig } from '#web/api/client-config.queries.ts';
import { AlreadyPlusCard } from '#web/components/billing/already-plus-card.tsx';
import { planFromQuery } from '#web/components/billing/plan-from-query.ts';
import { StatusSpinner } from '#web/components/billing/status-spinner.tsx';
import { TestModeBanner } from '#web/components/billing/test-mode-banner.tsx';
import { useFinishPayment } from '#web/components/billing/use-finish-payment.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { NotFoundPage } from '../not-found/page.tsx';
import { Checkout, type CheckoutFlow } from './checkout.tsx';
import { PaymentConfirmation } from './payment-confirmation.tsx';

/** /subscribe?plan=monthly|yearly: the Plus checkout, for Stripe and the test provider alike. */
export function SubscribePage() {
  return <CheckoutPage flow="subscribe" />;
}

/**
 * /test-subscribe: the same checkout under SPEC's test-mode address. It exists only while the
 * built-in test provider runs; a guest is asked to log in, and ?success=true announces a payment
 * the server has already turned into Plus (docs/product-rules.md#billing).
 */
export function TestSubscribePage() {
  return <CheckoutPage flow="test" />;
}

function CheckoutPage({ flow }: { flow: CheckoutFlow }) {
  const { payments } = useClientConfig();
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Here, not in the checkout: the session turns into Plus while the payment is confirmed, which
  // swaps the checkout out; the confirmation must outlive it.
  const payment = useFinishPayment(
    flow === 'test' ? { onPlus: () => navigate('/test-subscribe?success=true', { replace: true }) } : {},
  );
  const interval = planFromQuery(params.get('plan'));
  const title = flow === 'test' ? 'Test Subscription' : 'Subscribe to Plus';
  if (flow === 'test' && payments.provider !== 'test') return <NotFoundPage />;

  let body: React.ReactNode;
  if (isLoading) body = <StatusSpinner message="Loading..." />;
  else if (user && payment.stage && flow === 'subscribe' && isPlusStatus(user.subscriptionStatus)) {
    body = <PaymentConfirmation stage={payment.stage} />;
  } else if (!user && flow === 'test') body = <LoginFirst />;
  else if (!user) {
    body = (
      <>
        <StatusSpinner message="Redirecting to login..." />
        <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />
      </>
    );
  } else if (isPlusStatus(user.subscriptionStatus)) {
    body = <AlreadyPlus isTestSuccess={flow === 'test' && params.get('success') === 'true'} />;
  } else body = <Checkout user={user} interval={interval} flow={flow} payment={payment} />;

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={title} />
      {payments.provider === 'test' ? <TestModeBanner /> : null}
      {body}
    </section>
  );
}

/** ?success=true only announces, once; Plus itself was granted by the server before the redirect. */
function AlreadyPlus({ isTestSuccess }: { isTestSuccess: boolean }) {
  const toasted = useRef(false);
  useEffect(() => {
    if (isTestSuccess && !toasted.current) {
      toasted.current = true;
      toast({
        title: 'Test Payment Complete!',
        description: 'Test subscription activated successfully.',
        variant: 'success',
      });
    }
  }, [isTestSuccess]);
  return <AlreadyPlusCard heading={isTestSuccess ? 'Test payment complete: you have Plus' : undefined} />;
}

function LoginFirst() {
  const { pathname, search } = useLocation();
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
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
