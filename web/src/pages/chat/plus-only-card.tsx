import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { CHAT_PLUS_REQUIRED } from '#common/contracts/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** What a Starter member sees on /chat: SPEC's 'Plus Members Only' card with the way to upgrade. */
export function PlusOnlyCard() {
  return (
    <Card className="mt-8 p-8 text-center" role="region" aria-labelledby="plus-only-title">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-coral-50 text-coral-700">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <h2 id="plus-only-title" className="font-display text-2xl font-bold">
        Plus Members Only
      </h2>
      <p className="mx-auto mt-3 max-w-md text-muted-ink">{CHAT_PLUS_REQUIRED.message}</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-ink">
        The AI Vet Assistant answers from veterinary dental guidelines, knows your scan results and tells you
        at once when something needs a vet now.
      </p>
      <Button asChild className="mt-6">
        <Link to="/subscribe">Upgrade to Plus</Link>
      </Button>
    </Card>
  );
}
