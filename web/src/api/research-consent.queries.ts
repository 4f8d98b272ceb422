import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResearchConsent } from '#common/contracts/clinic-grading.ts';
import { apiRequest } from './client.ts';

const researchConsentKey = ['account', 'research-consent'] as const;

export const researchConsentQuery = () =>
  queryOptions({
    queryKey: researchConsentKey,
    queryFn: ({ signal }) => apiRequest<TResearchConsent>('/api/account/research-consent', { signal }),
  });

export function useSetResearchConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResearchConsent) =>
      apiRequest<TResearchConsent>('/api/account/research-consent', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(researchConsentKey, saved),
  });
}
