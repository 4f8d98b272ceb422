import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '#common/contracts/account.ts';
import { apiRequest } from './client.ts';

/** Erases the signed-in account; afterwards nothing cached belongs to anyone. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeleteAccountRequest) =>
      apiRequest<void>('/api/account', { method: 'DELETE', body: input }),
    onSuccess: () => queryClient.clear(),
  });
}
