import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { TClinicStaffMember } from '#common/contracts/clinic-staff.ts';
import { isApiError } from '#web/api/client.ts';
import { useRemoveStaffMutation } from '#web/api/clinic-staff.queries.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { formatDate } from '#web/lib/format-date.ts';

const nameOf = (member: TClinicStaffMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || 'Invited colleague';

/** The clinic's staff, each with their state; anyone but yourself can be removed after a confirmation. */
export function StaffList({ staff, viewerId }: { staff: TClinicStaffMember[]; viewerId: string }) {
  const [removing, setRemoving] = useState<TClinicStaffMember | null>(null);
  const remove = useRemoveStaffMutation();
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast({
          title: 'Removed',
          description: `${removing.email} no longer has access.`,
          variant: 'success',
        });
        setRemoving(null);
      },
      onError: (error) =>
        toast({
          title: 'Could not remove',
          description: isApiError(error) ? error.userMessage : 'Please try again.',
          variant: 'error',
        }),
    });
  };

  return (
    <section aria-labelledby="staff-title" className="grid gap-3">
      <h2 id="staff-title" className="text-xl font-bold">
        Staff ({staff.length})
      </h2>
      <ul className="grid gap-3">
        {staff.map((member) => (
          <li key={member.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-bold">
                  {nameOf(member)}
                  {member.id === viewerId ? <span className="font-normal text-muted-ink"> (you)</span> : null}
                </p>
                <p className="text-sm break-all text-muted-ink">{member.email}</p>
                <p className="text-xs text-muted-ink">Since {formatDate(member.createdAt)}</p>
              </div>
              <div className="flex items-center gap-3">
                <Badge tone={member.status === 'active' ? 'healthy' : 'neutral'}>
                  {member.status === 'active' ? 'Active' : 'Invited'}
                </Badge>
                {member.id === viewerId ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-urgent"
                    aria-label={`Remove ${member.email}`}
                    onClick={() => setRemoving(member)}
                  >
                    <UserMinus aria-hidden="true" />
                    Remove
                  </Button>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent
          title="Remove from the team"
          description="Their account is deleted and they are signed out everywhere at once."
        >
          <p className="text-sm break-all">{removing ? `${nameOf(removing)} (${removing.email})` : ''}</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button variant="accent" onClick={confirmRemove} disabled={remove.isPending}>
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
