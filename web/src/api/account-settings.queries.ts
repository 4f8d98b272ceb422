import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TChangeEmailRequest,
  TChangePasswordRequest,
  TUpdateNameRequest,
} from '#common/contracts/account-settings.ts';
import { callEndpoint } from './call-endpoint.ts';
import { accountEndpoints as account } from './endpoints/account.gen.ts';
import { authKeys } from './query-keys.ts';

export function useUpdateNameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateNameRequest) => callEndpoint(account.updateName, { body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.user(), user),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) => callEndpoint(account.changePassword, { body: input }),
  });
}

/** Nothing changes until the link mailed to the new address is opened, so no cache changes either. */
export function useChangeEmailMutation() {
  return useMutation({
    mutationFn: (input: TChangeEmailRequest) => callEndpoint(account.changeEmail, { body: input }),
  });
}

/** Every session ends, this browser's too: nothing cached belongs to anyone now. */
export function useSignOutEverywhereMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(account.signOutEverywhere),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), null);
    },
  });
}
