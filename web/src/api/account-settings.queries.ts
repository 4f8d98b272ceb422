import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TChangeEmailRequest,
  TChangeEmailResponse,
  TChangePasswordRequest,
  TUpdateNameRequest,
  TUpdateNameResponse,
} from '#common/contracts/account-settings.ts';
import { apiRequest } from './client.ts';
import { authKeys } from './query-keys.ts';

export function useUpdateNameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateNameRequest) =>
      apiRequest<TUpdateNameResponse>('/api/account/name', { method: 'PATCH', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.user(), user),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) =>
      apiRequest<void>('/api/account/password', { method: 'POST', body: input }),
  });
}

/** Nothing changes until the link mailed to the new address is opened, so no cache changes either. */
export function useChangeEmailMutation() {
  return useMutation({
    mutationFn: (input: TChangeEmailRequest) =>
      apiRequest<TChangeEmailResponse>('/api/account/email', { method: 'POST', body: input }),
  });
}

/** Every session ends, this browser's too: nothing cached belongs to anyone now. */
export function useSignOutEverywhereMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/api/account/sign-out-everywhere', { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), null);
    },
  });
}
