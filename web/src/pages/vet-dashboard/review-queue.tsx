import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { TAdminPartner } from '#common/contracts/vet-partners.ts';
import { isApiError } from '#web/api/client.ts';
import { useReviewApplicationMutation } from '#web/api/vet-partners.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { approvalToast } from '#web/components/vets/approval-toast.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDate } from '#web/lib/format-date.ts';

/** Applications from /vet-register awaiting review: approve lists the clinic, reject mails it the reason. */
export function ReviewQueue({ applications }: { applications: TAdminPartner[] }) {
  const [rejecting, setRejecting] = useState<TAdminPartner | null>(null);
  const [reason, setReason] = useState('');
  const review = useReviewApplicationMutation();
  const fail = (error: unknown) =>
    toast({
      title: 'Error',
      description: isApiError(error) ? error.userMessage : 'Please try again.',
      variant: 'error',
    });

  return (
    <section aria-labelledby="review-queue-title" className="grid gap-3">
      <h2 id="review-queue-title" className="text-xl font-bold">
        Applications awaiting review ({applications.length})
      </h2>
      {applications.length === 0 ? (
        <p className="text-muted-ink">No applications are waiting.</p>
      ) : (
        <div className="grid gap-3">
          {applications.map((application) => (
            <Card
              key={application.id}
              role="article"
              aria-label={application.businessName}
              className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="text-sm">
                <p className="text-base font-bold">{application.businessName}</p>
                <p className="text-muted-ink">
                  {application.contactName} · {application.email} · {application.phone}
                </p>
                <p className="text-muted-ink">
                  {application.address}, {application.city}, {application.state} {application.zipCode} ·
                  applied {formatDate(application.createdAt)}
                </p>
                {application.servicesOffered.length > 0 ? (
                  <p>Services: {application.servicesOffered.join(', ')}</p>
                ) : null}
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={review.isPending}
                  onClick={() =>
                    review.mutate(
                      { id: application.id, decision: { kind: 'approve' } },
                      {
                        onSuccess: ({ invite }) => toast(approvalToast(invite)),
                        onError: fail,
                      },
                    )
                  }
                >
                  <Check aria-hidden="true" />
                  Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRejecting(application)}>
                  <X aria-hidden="true" />
                  Reject
                </Button>
              </div>
            </Card>
          ))}
        </div>
      )}
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        <DialogContent title="Reject application" description="The clinic receives this reason by e-mail.">
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!rejecting || !reason.trim()) return;
              review.mutate(
                { id: rejecting.id, decision: { kind: 'reject', reason } },
                {
                  onSuccess: () => {
                    setRejecting(null);
                    setReason('');
                    toast({ title: 'Application rejected', variant: 'success' });
                  },
                  onError: fail,
                },
              );
            }}
          >
            <Field id="reject-reason" label="Reason">
              <textarea
                id="reject-reason"
                required
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="min-h-24 w-full rounded-xl border border-field-line bg-white px-3.5 py-2.5 text-sm"
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setRejecting(null)}>
                Cancel
              </Button>
              <Button type="submit" variant="accent" disabled={!reason.trim() || review.isPending}>
                Reject and notify
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
