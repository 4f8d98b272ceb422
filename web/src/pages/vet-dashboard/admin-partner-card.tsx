import { Mail, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { nextPartnerStatus, type TAdminPartner } from '#common/contracts/vet-partners.ts';
import { isApiError } from '#web/api/client.ts';
import {
  useDeletePartnerMutation,
  useSendClinicInviteMutation,
  useUpdatePartnerMutation,
} from '#web/api/vet-partners.queries.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { approvalToast } from '#web/components/vets/approval-toast.ts';
import { PartnerFormDialog } from '#web/components/vets/partner-form-dialog.tsx';
import { toast } from '#web/hooks/use-toast.ts';

const STATUS_TONE = { active: 'healthy', paused: 'inflamed', inactive: 'neutral' } as const;

export function AdminPartnerCard({ partner }: { partner: TAdminPartner }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const update = useUpdatePartnerMutation();
  const remove = useDeletePartnerMutation();
  const invite = useSendClinicInviteMutation();
  // Staff of an approved clinic that is not deactivated can sign in (docs/product-rules.md#clinic-accounts).
  const canInvite = partner.reviewStatus === 'approved' && partner.status !== 'inactive';
  const sendInvite = () =>
    invite.mutate(partner.id, {
      onSuccess: (answer) =>
        toast({
          title: answer.outcome === 'sent' ? 'Invite sent' : 'No invite sent',
          description: answer.message,
          variant: answer.outcome === 'account_exists' ? 'error' : 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: isApiError(error) ? error.userMessage : 'Failed to send the invite',
          variant: 'error',
        }),
    });
  const next = nextPartnerStatus(partner.status);
  const headingId = `admin-partner-${partner.id}`;

  const toggle = () =>
    update.mutate(
      { id: partner.id, input: { status: next } },
      {
        // Activating an application approves it, which invites the clinic (docs/product-rules.md#clinic-accounts).
        onSuccess: ({ invite }) => (invite ? toast(approvalToast(invite)) : undefined),
        onError: () => toast({ title: 'Error', description: 'Failed to update status', variant: 'error' }),
      },
    );
  const confirmDelete = () =>
    remove.mutate(partner.id, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        toast({ title: 'Partner deleted', variant: 'success' });
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete vet', variant: 'error' }),
    });

  return (
    <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-bold">
            {partner.businessName}
          </h3>
          <p className="text-sm text-muted-ink">
            {partner.contactName} · <EmailAddress email={partner.email} />
          </p>
        </div>
        <Badge tone={STATUS_TONE[partner.status]} className="capitalize">
          {partner.status}
        </Badge>
      </div>
      <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
        <dt className="text-muted-ink">Address</dt>
        <dd>
          {partner.address}, {partner.city}, {partner.state} {partner.zipCode}
        </dd>
        <dt className="text-muted-ink">Phone</dt>
        <dd>{partner.phone ?? '—'}</dd>
        <dt className="text-muted-ink">Commission</dt>
        <dd>{partner.commissionRate}%</dd>
        <dt className="text-muted-ink">On the map</dt>
        <dd>{partner.latitude !== null ? 'Yes' : 'No: address not found'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setIsEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="subtle" onClick={toggle} disabled={update.isPending}>
          {next === 'paused' ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {next === 'paused' ? 'Pause' : 'Activate'}
        </Button>
        {canInvite ? (
          <Button size="sm" variant="outline" onClick={sendInvite} disabled={invite.isPending}>
            <Mail aria-hidden="true" />
            Send clinic invite
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" className="text-urgent" onClick={() => setIsConfirmingDelete(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <Dialog open={isEditing} onOpenChange={setIsEditing}>
        {isEditing ? <PartnerFormDialog partner={partner} onDone={() => setIsEditing(false)} /> : null}
      </Dialog>
      <Dialog open={isConfirmingDelete} onOpenChange={setIsConfirmingDelete}>
        <DialogContent title="Delete partner" description="Are you sure you want to delete this partner?">
          <p className="text-sm">
            {partner.businessName} will disappear from the vet finder and its staff accounts are deleted.
            Referrals already routed to it keep their history.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsConfirmingDelete(false)}>
              Cancel
            </Button>
            <Button variant="accent" onClick={confirmDelete} disabled={remove.isPending}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
