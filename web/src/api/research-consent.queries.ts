import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResearchConsent } from '#common/contracts/clinic-grading.ts';
import { callEndpoint } from './call-endpoint.ts';
import { accountEndpoints as account } from './endpoints/account.gen.ts';

const researchConsentKey = ['account', 'research-consent'] as const;

export const researchConsentQuery = () =>
  queryOptions({
    queryKey: researchConsentKey,
    queryFn: ({ signal }) => callEndpoint(account.researchConsent, { signal }),
  });

export function useSetResearchConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResearchConsent) => callEndpoint(account.setResearchConsent, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(researchConsentKey, saved),
  });
}
