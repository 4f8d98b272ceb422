import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TConfirmEmailRequest,
  TConfirmEmailResponse,
  TForgotPasswordRequest,
  TForgotPasswordResponse,
  TResetPasswordRequest,
  TResetPasswordResponse,
} from '#common/contracts/auth-links.ts';
import { apiRequest } from './client.ts';
import { authKeys } from './query-keys.ts';

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: TForgotPasswordRequest) =>
      apiRequest<TForgotPasswordResponse>('/api/auth/forgot-password', { method: 'POST', body: input }),
  });
}

/** A reset signs this browser in (possibly as someone else than before): nothing cached stays. */
export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResetPasswordRequest) =>
      apiRequest<TResetPasswordResponse>('/api/auth/reset-password', { method: 'POST', body: input }),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}

/** The link may be opened in a browser signed in to that account: its cached user is refreshed. */
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TConfirmEmailRequest) =>
      apiRequest<TConfirmEmailResponse>('/api/auth/confirm-email', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
