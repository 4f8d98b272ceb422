import { CircleAlert, RotateCcw } from 'lucide-react';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

interface SummaryErrorProps {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

export function SummaryError({ error, onRetry, isRetrying }: SummaryErrorProps) {
  const detail = isApiError(error) ? error.userMessage : undefined;
  return (
    <Card role="alert" className="border-urgent/30 bg-urgent-soft p-6">
      <div className="flex gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgent" />
        <div>
          <h2 className="font-sans text-base font-bold">We couldn’t load your scan summary</h2>
          <p className="mt-1 text-sm text-muted-ink">{detail ?? 'Check your connection and try again.'}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={onRetry} disabled={isRetrying}>
            <RotateCcw aria-hidden="true" />
            {isRetrying ? 'Retrying…' : 'Try again'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
