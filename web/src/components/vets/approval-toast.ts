import type { TClinicInvite } from '#common/contracts/clinic-staff.ts';

/**
 * The toast after an admin approves a clinic: its invite's outcome in the server's words. An address
 * that already had another account got no invite, which the admin must act on, so it shows as a problem
 * (docs/product-rules.md#clinic-accounts).
 */
export function approvalToast(invite: TClinicInvite | undefined) {
  return {
    title: 'Application approved',
    description: invite?.message,
    variant: invite?.outcome === 'account_exists' ? ('error' as const) : ('success' as const),
  };
}
