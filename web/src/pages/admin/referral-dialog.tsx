import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REFERRAL_TRANSITIONS,
  STATUSES_NEEDING_PARTNER,
  type TReferralStatus,
} from '#common/contracts/referrals.ts';
import {
  candidatesQuery,
  referralQuery,
  useReferralStatusMutation,
  useRouteReferralMutation,
} from '#web/api/admin.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogContent } from '#web/components/ui/dialog.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { StatusBadge } from './status-badge.tsx';

const ACTION_LABEL: Record<TReferralStatus, string> = {
  pending: 'Reopen',
  routed: 'Mark routed',
  contacted: 'Mark contacted',
  booked: 'Mark booked',
  completed: 'Mark completed',
  declined: 'Mark declined',
  cancelled: 'Cancel referral',
};

const ROUTABLE: readonly TReferralStatus[] = ['pending', 'routed', 'contacted', 'declined'];

/** One referral: route it to a nearby partner, move its status, and read its history. */
export function ReferralDialog({ referralId }: { referralId: string }) {
  const detail = useQuery(referralQuery(referralId));
  const candidates = useQuery(candidatesQuery(referralId));
  const route = useRouteReferralMutation();
  const move = useReferralStatusMutation();
  const [note, setNote] = useState('');
  const entry = detail.data?.entry;
  const fail = (error: unknown) =>
    toast({
      title: 'Error',
      description: isApiError(error) ? error.userMessage : 'Please try again.',
      variant: 'error',
    });
  // Before a visit is booked, or after the clinic declined (server/services/referrals/route-referral.ts).
  const canRoute = entry && ROUTABLE.includes(entry.status);

  return (
    <DialogContent title="Referral" className="max-w-2xl">
      {!entry ? <Spinner /> : null}
      {entry ? (
        <div className="grid gap-5">
          <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
            <dt className="text-muted-ink">Owner</dt>
            <dd>
              <EmailAddress email={entry.email} />
            </dd>
            <dt className="text-muted-ink">Pet</dt>
            <dd>{[entry.petName, entry.petBreed, entry.petAge].filter(Boolean).join(', ') || '—'}</dd>
            <dt className="text-muted-ink">Location</dt>
            <dd>{entry.location}</dd>
            <dt className="text-muted-ink">Urgency</dt>
            <dd className="capitalize">{entry.urgencyLevel}</dd>
            <dt className="text-muted-ink">Status</dt>
            <dd>
              <StatusBadge status={entry.status} />
            </dd>
            <dt className="text-muted-ink">Partner</dt>
            <dd>{entry.partnerName ?? 'Not routed yet'}</dd>
            {entry.commissionRate !== null ? (
              <>
                <dt className="text-muted-ink">Commission</dt>
                <dd>{entry.commissionRate}% (recorded on completion)</dd>
              </>
            ) : null}
            {entry.concern ? (
              <>
                <dt className="text-muted-ink">Concern</dt>
                <dd>{entry.concern}</dd>
              </>
            ) : null}
          </dl>

          {canRoute ? (
            <section aria-labelledby="route-title" className="grid gap-2">
              <h3 id="route-title" className="font-bold">
                Route to a partner (nearest first)
              </h3>
              {candidates.isPending ? <Spinner label="Finding partners…" /> : null}
              {candidates.data && !candidates.data.isLocated ? (
                <FormMessage tone="success">
                  This location could not be placed: partners are listed by name.
                </FormMessage>
              ) : null}
              {candidates.data?.partners.length === 0 ? (
                <p className="text-sm text-muted-ink">No active partner nearby.</p>
              ) : null}
              <ul className="grid max-h-56 gap-2 overflow-y-auto">
                {candidates.data?.partners.map((partner) => (
                  <li
                    key={partner.id}
                    className="flex items-center justify-between gap-3 rounded-xl border border-line p-3 text-sm"
                  >
                    <span>
                      <span className="font-semibold">{partner.businessName}</span>
                      <span className="block text-muted-ink">
                        {partner.city}, {partner.state}
                        {partner.distance !== null ? ` · ${partner.distance} ${candidates.data.unit}` : ''}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      disabled={route.isPending || partner.id === entry.partnerId}
                      aria-label={`Route to ${partner.businessName}`}
                      onClick={() =>
                        route.mutate(
                          { id: entry.id, partnerId: partner.id },
                          {
                            onSuccess: () => toast({ title: 'Referral routed', variant: 'success' }),
                            onError: fail,
                          },
                        )
                      }
                    >
                      {partner.id === entry.partnerId ? 'Routed' : 'Route'}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {REFERRAL_TRANSITIONS[entry.status].length > 0 ? (
            <section aria-labelledby="status-title" className="grid gap-2">
              <h3 id="status-title" className="font-bold">
                Change status
              </h3>
              <Label htmlFor="referral-note">Note (optional)</Label>
              <Input
                id="referral-note"
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={500}
              />
              <div className="flex flex-wrap gap-2">
                {REFERRAL_TRANSITIONS[entry.status].map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant={status === 'cancelled' ? 'outline' : 'subtle'}
                    disabled={
                      move.isPending || (STATUSES_NEEDING_PARTNER.includes(status) && !entry.partnerId)
                    }
                    onClick={() =>
                      move.mutate(
                        { id: entry.id, status, fromStatus: entry.status, note },
                        {
                          onSuccess: () => {
                            setNote('');
                            toast({ title: `Referral ${status}`, variant: 'success' });
                          },
                          onError: fail,
                        },
                      )
                    }
                  >
                    {ACTION_LABEL[status]}
                  </Button>
                ))}
              </div>
            </section>
          ) : null}

          <section aria-labelledby="history-title" className="grid gap-2">
            <h3 id="history-title" className="font-bold">
              History
            </h3>
            {detail.data?.history.length === 0 ? (
              <p className="text-sm text-muted-ink">No changes yet.</p>
            ) : null}
            <ol className="grid gap-1.5 text-sm">
              {detail.data?.history.map((item) => (
                <li key={item.id}>
                  <span className="font-semibold">
                    {item.fromStatus ?? 'new'} → {item.toStatus}
                  </span>{' '}
                  by {item.changedBy}, {formatDateTime(item.createdAt)}
                  {item.note ? <span className="block text-muted-ink">{item.note}</span> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}
    </DialogContent>
  );
}
