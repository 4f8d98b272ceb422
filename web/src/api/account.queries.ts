import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '#common/contracts/account.ts';
import { callEndpoint } from './call-endpoint.ts';
import { accountEndpoints as account } from './endpoints/account.gen.ts';

/** Erases the signed-in account; afterwards nothing cached belongs to anyone. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // optionalBody (common/contracts/endpoint.ts) types its input as `unknown`, which callEndpoint
    // reads as no body at all; the contract's own input type is checked here instead.
    mutationFn: (input: TDeleteAccountRequest) => callEndpoint(account.remove, { body: input as never }),
    onSuccess: () => queryClient.clear(),
  });
}
