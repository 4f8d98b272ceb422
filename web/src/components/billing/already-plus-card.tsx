import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Shown instead of a payment form to someone who is already a member. */
export function AlreadyPlusCard({
  heading = 'You already have Plus',
  message,
}: {
  heading?: string;
  /** The server's explanation, when it gave one. */
  message?: string;
}) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-800">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-extrabold">{heading}</h1>
      {message ? <p className="mt-3">{message}</p> : null}
      <p className="mt-3 text-muted-ink">Your plan, renewal date and receipts are on your billing page.</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/account/billing">Manage billing</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </Card>
  );
}
