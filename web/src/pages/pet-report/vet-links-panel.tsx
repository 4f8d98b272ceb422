import { useQuery } from '@tanstack/react-query';
import { Copy, Link2, Link2Off, Mail } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  type TCreatedVetReportLink,
  type TVetReportLink,
  VET_REPORT_LINK_DAYS,
} from '#common/contracts/vet-report-links.ts';
import {
  useCreateVetReportLinkMutation,
  useRevokeVetReportLinkMutation,
  vetReportLinksQuery,
} from '#web/api/vet-report-links.queries.ts';
import { reportError } from '#web/components/pets/report-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDay } from '#web/lib/format-date.ts';

/** "Made Nov 26 · opened Nov 27 · until Dec 26", or how the link ended. */
function linkState(link: TVetReportLink): string {
  const made = `Made ${formatDay(link.createdAt)}`;
  const opened = link.lastOpenedAt ? `last opened ${formatDay(link.lastOpenedAt)}` : 'not opened yet';
  if (link.revokedAt) return `${made} · revoked ${formatDay(link.revokedAt)}`;
  if (!link.isActive) return `${made} · expired ${formatDay(link.expiresAt)}`;
  return `${made} · ${opened} · works until ${formatDay(link.expiresAt)}`;
}

/**
 * The report's way to a vet besides paper: a link that opens it read-only, without an account,
 * for VET_REPORT_LINK_DAYS, which the owner can revoke at any time (docs/product-rules.md#vet-report-links).
 * The server keeps only the link's hash, so its address is shown once, right after it is made.
 */
export function VetLinksPanel({
  petId,
  petName,
  canCreate,
}: {
  petId: string;
  petName: string;
  /** False without Plus: the owner can still see and revoke the links made while they had it. */
  canCreate: boolean;
}) {
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [created, setCreated] = useState<TCreatedVetReportLink | null>(null);
  const { data, isError } = useQuery(vetReportLinksQuery(petId));
  const create = useCreateVetReportLinkMutation(petId);
  const revoke = useRevokeVetReportLinkMutation(petId);

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', variant: 'success' });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): select the text to copy by hand.
      inputRef.current?.select();
      toast({
        title: 'Copy failed',
        description: 'Please copy the selected link by hand.',
        variant: 'error',
      });
    }
  };
  const onRevoke = (link: TVetReportLink) =>
    revoke.mutate(link.id, {
      onSuccess: () => {
        if (created?.id === link.id) setCreated(null);
        toast({ title: 'Link revoked', description: 'It no longer opens the report.', variant: 'success' });
      },
      onError: reportError,
    });
  const liveLinks = data?.links.filter((link) => link.isActive) ?? [];
  const pastLinks = data?.links.filter((link) => !link.isActive).slice(0, 3) ?? [];
  const mailBody = created
    ? `Here is ${petName}’s dental screening report (read-only, works until ${formatDay(created.expiresAt)}):\n${created.url}`
    : '';

  if (!canCreate && liveLinks.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-print-hidden
      className="grid gap-3 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Send it to your vet
      </h2>
      {canCreate ? (
        <>
          <p className="text-sm text-muted-ink">
            A link opens this report read-only, without an account, for {VET_REPORT_LINK_DAYS} days. It shows
            what the report shows, not your name or e-mail. You can revoke it at any time.
          </p>
          <Button
            className="w-fit"
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: setCreated, onError: reportError })}
          >
            <Link2 aria-hidden="true" />
            {create.isPending ? 'Making the link…' : 'Make a link for the vet'}
          </Button>
        </>
      ) : (
        <p className="text-sm text-muted-ink">
          These links still open {petName}’s report until they expire. Revoke any you no longer want open.
        </p>
      )}
      {created ? (
        <div className="grid gap-2 rounded-xl bg-sand p-3">
          <Label htmlFor={inputId}>Link for the vet</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={inputRef}
              id={inputId}
              value={created.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className="bg-white font-mono text-sm sm:text-xs"
            />
            <Button type="button" onClick={() => copyLink(created.url)}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button asChild variant="outline">
              <a
                href={`mailto:?subject=${encodeURIComponent(`${petName}: dental screening report`)}&body=${encodeURIComponent(mailBody)}`}
              >
                <Mail aria-hidden="true" />
                E-mail
              </a>
            </Button>
          </div>
          <p className="text-xs text-muted-ink">
            Copy it now: for {petName}’s privacy we keep only a fingerprint of it, so it is shown this once.
            Lost it? Revoke it and make another.
          </p>
        </div>
      ) : null}
      {isError ? <p className="text-sm text-muted-ink">Your links could not be loaded.</p> : null}
      {liveLinks.length + pastLinks.length > 0 ? (
        <ul className="grid gap-2 text-sm" aria-label="Your links for the vet">
          {[...liveLinks, ...pastLinks].map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2"
            >
              <span className={link.isActive ? '' : 'text-muted-ink'}>{linkState(link)}</span>
              {link.isActive ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => onRevoke(link)}
                  aria-label={`Revoke the link made ${formatDay(link.createdAt)}`}
                >
                  <Link2Off aria-hidden="true" />
                  Revoke
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
