import { KeyRound } from 'lucide-react';
import { SignupForm } from '#web/components/auth/signup-form.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/**
 * Step 1 of 2 for a trial account (made on /trial, no e-mail or password): Plus needs a way to log
 * in again, so the checkout asks for one here. The signup upgrades this same account in place
 * (its scans stay); once the session says it is a full account, the checkout shows the payment.
 */
export function AddCredentialsStep({ price, onAdded }: { price: string; onAdded: () => void }) {
  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-semibold text-brand-700">Step 1 of 2</p>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          Add your e-mail and password
        </CardTitle>
        <CardDescription>
          Your trial account has no way to log in yet. Add one so you can reach your Plus account from any
          device; your trial scan stays with it. Then you pay for Plus: {price}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SignupForm variant="checkout" idPrefix="checkout-signup" onSuccess={onAdded} />
      </CardContent>
    </Card>
  );
}
