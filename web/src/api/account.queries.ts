import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '#common/contracts/account.ts';
import { callEndpoint } from './call-endpoint.ts';
import { accountEndpoints as account } from './endpoints/account.gen.ts';

/** Erases the signed-in account; afterwards nothing cached belongs to anyone. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeleteAccountRequest) => callEndpoint(account.remove, { body: input }),
    onSuccess: () => queryClient.clear(),
  });
}
