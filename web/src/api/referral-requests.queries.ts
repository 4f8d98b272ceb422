import { useMutation } from '@tanstack/react-query';
import type { TJoinWaitlistRequest } from '#common/contracts/waitlist.ts';
import { callEndpoint } from './call-endpoint.ts';
import { referralEndpoints as referrals } from './endpoints/referrals.gen.ts';

/** The owner's vet referral request: 201 for a new entry, 200 with the existing one for a repeat. */
export function useRequestReferralMutation() {
  return useMutation({
    mutationFn: (input: TJoinWaitlistRequest) => callEndpoint(referrals.request, { body: input }),
  });
}
