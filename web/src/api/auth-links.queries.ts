import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TConfirmEmailRequest,
  TForgotPasswordRequest,
  TResetPasswordRequest,
} from '#common/contracts/auth-links.ts';
import { callEndpoint } from './call-endpoint.ts';
import { authLinkEndpoints as authLinks } from './endpoints/auth-links.gen.ts';
import { authKeys } from './query-keys.ts';

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: TForgotPasswordRequest) => callEndpoint(authLinks.forgotPassword, { body: input }),
  });
}

/** A reset signs this browser in (possibly as someone else than before): nothing cached stays. */
export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResetPasswordRequest) => callEndpoint(authLinks.resetPassword, { body: input }),
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
    mutationFn: (input: TConfirmEmailRequest) => callEndpoint(authLinks.confirmEmail, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
