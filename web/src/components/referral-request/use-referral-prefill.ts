import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TScanResult } from '#common/contracts/scans.ts';
import { useCurrentUser } from '#web/api/auth.queries.ts';
import { petDetailQuery } from '#web/api/pets.queries.ts';
import { referralPrefill } from './referral-prefill.ts';
import type { TReferralRequestFormInput, TReferralRequestFormOutput } from './referral-request-schema.ts';

/**
 * Fills the signed-in owner's email and the scan's pet into the referral form once they have loaded
 * (they usually arrive after the form first renders, so default values alone would stay empty). A field
 * the owner has already typed in is left as it is.
 */
export function useReferralPrefill(
  form: UseFormReturn<TReferralRequestFormInput, unknown, TReferralRequestFormOutput>,
  scan: Pick<TScanResult, 'petId'>,
): void {
  const { user } = useCurrentUser();
  const pet = useQuery({ ...petDetailQuery(scan.petId ?? ''), enabled: Boolean(user && scan.petId) });
  const petData = pet.data;

  // Both come from the query cache, whose structural sharing keeps them the same object until they change.
  useEffect(() => {
    const prefill = referralPrefill(user, petData);
    for (const [name, value] of Object.entries(prefill) as [keyof typeof prefill, string][]) {
      if (form.getFieldState(name).isDirty || form.getValues(name)) continue;
      form.resetField(name, { defaultValue: value });
    }
  }, [form, user, petData]);
}
