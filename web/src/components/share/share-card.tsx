import { LoaderCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { TScanResult } from '#common/contracts/scans.ts';
import { isApiError } from '#web/api/client.ts';
import { shareUrlFor, useEnableSharingMutation, useRevokeSharingMutation } from '#web/api/share.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { cn } from '#web/lib/cn.ts';
import { ShareLinkPanel } from './share-link-panel.tsx';

interface ShareCardProps {
  scan: TScanResult;
  className?: string;
}

function serverMessage(error: unknown, fallback: string): string {
  return (isApiError(error) ? error.userMessage : undefined) ?? fallback;
}

/**
 * The share card: not shared → enabling → shared with a public, revocable link
 * (docs/product-rules.md#sharing).
 */
export function ShareCard({ scan, className }: ShareCardProps) {
  const [shareId, setShareId] = useState(scan.isShared ? scan.shareId : null);
  const enable = useEnableSharingMutation(scan.id);
  const revoke = useRevokeSharingMutation(scan.id);

  const enableSharing = () =>
    enable.mutate(undefined, {
      onSuccess: (response) => {
        setShareId(response.shareId);
        toast({
          title: 'Sharing enabled!',
          description: 'Anyone with the link can now see this result.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to enable sharing.'),
          variant: 'error',
        }),
    });

  const stopSharing = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShareId(null);
        toast({ title: 'Sharing stopped', description: 'The old link no longer works.' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to stop sharing.'),
          variant: 'error',
        }),
    });

  return (
    <Card
      className={cn('grid gap-4 p-4 sm:p-6', className)}
      aria-labelledby={`share-${scan.id}-title`}
      role="region"
    >
      <div className="grid gap-1.5">
        <h3 id={`share-${scan.id}-title`} className="flex items-center gap-2.5 text-lg font-bold">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Share2 aria-hidden="true" className="size-4" />
          </span>
          Share this result
        </h3>
        <p className="text-sm text-muted-ink">
          {shareId
            ? 'Send the link to family or your vet.'
            : 'Create a private link to show this result to family or your vet. You can stop sharing at any time.'}
        </p>
      </div>
      {shareId ? (
        <ShareLinkPanel
          shareUrl={shareUrlFor(shareId)}
          isRevoking={revoke.isPending}
          onRevoke={stopSharing}
        />
      ) : (
        <Button
          type="button"
          onClick={enableSharing}
          disabled={enable.isPending}
          className="justify-self-start"
        >
          {enable.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Share2 aria-hidden="true" />
          )}
          {enable.isPending ? 'Enabling…' : 'Share Results'}
        </Button>
      )}
    </Card>
  );
}
