import { useMutation } from '@tanstack/react-query';
import type { TJoinWaitlistRequest, TWaitlistEntry } from '#common/contracts/waitlist.ts';
import { apiRequest } from './client.ts';

/** POST /api/vet-referral-waitlist: 201 for a new entry, 200 with the existing one for a repeat. */
export function useJoinWaitlistMutation() {
  return useMutation({
    mutationFn: (input: TJoinWaitlistRequest) =>
      apiRequest<TWaitlistEntry>('/api/vet-referral-waitlist', { method: 'POST', body: input }),
  });
}
