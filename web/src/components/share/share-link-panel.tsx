import { Copy, ExternalLink, Link2Off } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { track } from '#web/lib/analytics.ts';
import { SOCIAL_LABELS, type SocialPlatform, socialShareUrl } from './share-targets.ts';

interface ShareLinkPanelProps {
  shareUrl: string;
  isRevoking: boolean;
  onRevoke: () => void;
}

const PLATFORMS = Object.keys(SOCIAL_LABELS) as SocialPlatform[];

/** The shared state of the share card: the link, copy, the three networks and 'Stop sharing'. */
export function ShareLinkPanel({ shareUrl, isRevoking, onRevoke }: ShareLinkPanelProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast({ title: 'Link copied!', variant: 'success' });
      track('scan_shared', { platform: 'link' });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): select the text so copying by hand is one step.
      inputRef.current?.select();
      toast({ title: 'Copy failed', description: 'Please manually copy the link.', variant: 'error' });
    }
  };

  const openNetwork = (platform: SocialPlatform) => {
    window.open(socialShareUrl(platform, shareUrl), '_blank', 'noopener,noreferrer');
    track('scan_shared', { platform });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>Public link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            value={shareUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm sm:text-xs"
          />
          <Button type="button" onClick={copyLink}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {PLATFORMS.map((platform) => (
          <Button
            key={platform}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => openNetwork(platform)}
            aria-label={`Share on ${SOCIAL_LABELS[platform]} (opens in a new tab)`}
          >
            {SOCIAL_LABELS[platform]}
            <ExternalLink aria-hidden="true" />
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-ink">
          Anyone with this link can see the photo and result, not your account.
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRevoke} disabled={isRevoking}>
          <Link2Off aria-hidden="true" />
          {isRevoking ? 'Stopping…' : 'Stop sharing'}
        </Button>
      </div>
    </div>
  );
}
