import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#web/api/client.ts';
import { clinicStaffQuery } from '#web/api/clinic-staff.queries.ts';
import { type ClinicUser, RequireClinic } from '#web/components/clinic/require-clinic.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { InviteStaffForm } from './invite-staff-form.tsx';
import { StaffList } from './staff-list.tsx';

export function ClinicTeamPage() {
  return <RequireClinic title="Clinic team">{(user) => <ClinicTeam user={user} />}</RequireClinic>;
}

/** /clinic/team: the clinic's staff, invites and removals (docs/product-rules.md#clinic-accounts). */
function ClinicTeam({ user }: { user: ClinicUser }) {
  const staff = useQuery(clinicStaffQuery());
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <PageTitle title="Clinic team" />
      <div className="grid gap-2">
        <h1 className="text-4xl font-extrabold">Clinic team</h1>
        <p className="text-muted-ink">
          {staff.data ? `Everyone who signs in for ${staff.data.clinicName}. ` : ''}
          Invite colleagues by e-mail; removing someone signs them out at once.
        </p>
      </div>
      <InviteStaffForm />
      {staff.isPending ? <PageSpinner /> : null}
      {staff.isError ? (
        <FormMessage>
          {/* A deactivated clinic's staff read the server's reason (docs/product-rules.md#clinic-accounts). */}
          {(isApiError(staff.error) && staff.error.status === 403 && staff.error.userMessage) ||
            "Failed to load your clinic's team. Please reload."}
        </FormMessage>
      ) : null}
      {staff.data ? <StaffList staff={staff.data.staff} viewerId={user.id} /> : null}
    </div>
  );
}
