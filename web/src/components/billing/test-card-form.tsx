import { useId, useRef, useState } from 'react';
import { ZTestCardRequest } from '#common/contracts/billing.ts';
import { confirmTestCard, getTestCardPayment } from '#web/api/billing.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-fields.ts';
import { toastPaymentError, toastPaymentFailed } from './payment-toasts.ts';

const POLL_MS = 500;
/** Authentication that has not finished by then is left to the activation fallback. */
const AUTHENTICATION_TIMEOUT_MS = 30_000;

type Phase = 'idle' | 'processing' | 'authenticating';
type Errors = Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>>;

interface TestCardFormProps {
  clientSecret: string;
  /** The payment went through: the page asks the server to re-read the subscription. */
  onPaid: (paymentIntentId: string) => Promise<void>;
  /** The card needs authentication (3155): the page may say so. */
  onAuthenticationRequired?: () => void;
}

/**
 * The card form of the built-in test provider: the same steps as Stripe Elements (card, then
 * authentication when the card asks for it), answered by our server instead of Stripe.
 */
export function TestCardForm({ clientSecret, onPaid, onAuthenticationRequired }: TestCardFormProps) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const isBusy = phase !== 'idle';
  const pollStarted = useRef(0);

  async function waitForAuthentication(paymentIntentId: string): Promise<boolean> {
    pollStarted.current = Date.now();
    while (Date.now() - pollStarted.current < AUTHENTICATION_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const payment = await getTestCardPayment(paymentIntentId);
      if (payment.status === 'succeeded') return true;
      if (payment.status !== 'requires_action') {
        toastPaymentFailed(payment.message);
        return false;
      }
    }
    toastPaymentFailed('Authentication took too long. Please try again.');
    return false;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsedExpiry = parseExpiry(expiry);
    const parsed = ZTestCardRequest.safeParse({
      clientSecret,
      cardNumber,
      cvc,
      ...(parsedExpiry ?? { expMonth: 0, expYear: 0 }),
    });
    const next: Errors = {};
    if (cardNumber.replace(/\D/g, '').length < 12) next.cardNumber = 'Enter the card number.';
    if (!parsedExpiry) next.expiry = 'Enter the expiry date as MM / YY.';
    if (!/^\d{3,4}$/.test(cvc)) next.cvc = 'The security code is 3 or 4 digits.';
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;

    setPhase('processing');
    try {
      let result = await confirmTestCard(parsed.data);
      if (result.status === 'requires_action') {
        setPhase('authenticating');
        onAuthenticationRequired?.();
        if (!(await waitForAuthentication(result.paymentIntentId))) return;
        result = { ...result, status: 'succeeded' };
      }
      if (result.status === 'succeeded') await onPaid(result.paymentIntentId);
      else toastPaymentFailed(result.message);
    } catch (error) {
      if (isApiError(error) && error.userMessage && error.status < 500) toastPaymentFailed(error.userMessage);
      else toastPaymentError();
    } finally {
      setPhase('idle');
    }
  }

  const describedBy = (field: keyof Errors) =>
    errors[field] ? fieldDescriptionId(`${id}-${field}`) : undefined;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={isBusy}>
      <Field id={`${id}-cardNumber`} label="Card number" error={errors.cardNumber}>
        <Input
          id={`${id}-cardNumber`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
          aria-invalid={Boolean(errors.cardNumber)}
          aria-describedby={describedBy('cardNumber')}
          disabled={isBusy}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-expiry`} label="Expiry (MM / YY)" error={errors.expiry}>
          <Input
            id={`${id}-expiry`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12 / 34"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            aria-invalid={Boolean(errors.expiry)}
            aria-describedby={describedBy('expiry')}
            disabled={isBusy}
          />
        </Field>
        <Field id={`${id}-cvc`} label="Security code" error={errors.cvc}>
          <Input
            id={`${id}-cvc`}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))}
            aria-invalid={Boolean(errors.cvc)}
            aria-describedby={describedBy('cvc')}
            disabled={isBusy}
          />
        </Field>
      </div>
      {phase === 'authenticating' ? (
        <div className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          <Spinner label="Authenticating" />
          <span aria-live="polite">Authenticating with your card issuer…</span>
        </div>
      ) : null}
      <Button type="submit" variant="accent" size="lg" disabled={isBusy}>
        {isBusy ? 'Processing...' : 'Subscribe to Plus'}
      </Button>
    </form>
  );
}
