import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthResponse, TLoginRequest, TSignupRequest, TUser } from '#common/contracts/auth.ts';
import { callEndpoint, endpointUrl } from './call-endpoint.ts';
import { authEndpoints as auth } from './endpoints/auth.gen.ts';
import { authKeys } from './query-keys.ts';

/**
 * The signed-in user, or null for a guest. Asked of /api/auth/session, which answers a guest with
 * 200 and `user: null`: /api/auth/user's 401 (kept for API clients) made the browser log an error
 * on every guest page (docs/product-rules.md#accounts-and-sessions).
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: async ({ signal }): Promise<TUser | null> => (await callEndpoint(auth.session, { signal })).user,
  });
}

/**
 * Auth state for components. If the check itself fails (API down) the visitor is
 * treated as a guest: every guest page still works and sign-in will report the error.
 */
export function useCurrentUser(): { user: TUser | null; isLoading: boolean } {
  const { data, isPending, isError } = useQuery(currentUserQuery());
  return { user: isError ? null : (data ?? null), isLoading: isPending && !isError };
}

function useSessionMutation<TInput>(startSession: (input: TInput) => Promise<TAuthResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: ({ user }) => {
      // A different person may now be signed in: drop everything cached for the previous session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}

export function useLoginMutation() {
  return useSessionMutation((input: TLoginRequest) => callEndpoint(auth.login, { body: input }));
}

/**
 * Every signup form sends the browser's time zone with it: reminder mails come at the owner's local
 * morning (docs/product-rules.md#reminders). The server keeps UTC for a zone it does not know.
 */
export function useSignupMutation() {
  return useSessionMutation((input: TSignupRequest) =>
    callEndpoint(auth.signup, { body: { timeZone: browserTimeZone(), ...input } }),
  );
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign-out is a browser navigation: the server clears the cookie and redirects to /
 * (docs/product-rules.md#accounts-and-sessions).
 */
export const LOGOUT_PATH = endpointUrl(auth.logout);
