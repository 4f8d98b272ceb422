import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdvancedAnalysis,
  TCreatePet,
  TCreatePetEvent,
  TPet,
  TPetEvent,
  TPetList,
  TPetProgress,
  TPetReport,
  TPetScanList,
  TScanComparison,
  TUpdatePet,
} from '#common/contracts/pets.ts';
import type { TScanResult } from '#common/contracts/scans.ts';
import { apiRequest } from './client.ts';
import { meKeys, type PetScanFilters, petKeys, scanKeys } from './query-keys.ts';

const petPath = (id: string) => `/api/pets/${encodeURIComponent(id)}`;

export function petsListQuery() {
  return queryOptions({
    queryKey: petKeys.list(),
    queryFn: ({ signal }) => apiRequest<TPetList>('/api/pets', { signal }),
  });
}

export function petDetailQuery(id: string) {
  return queryOptions({
    queryKey: petKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<TPet>(petPath(id), { signal }),
  });
}

/** A pet's history, page after page (`nextBefore`); filters are Plus-only on the server. */
export function petScansQuery(id: string, filters: PetScanFilters, pageSize = 12) {
  return infiniteQueryOptions({
    queryKey: [...petKeys.scans(id, filters), pageSize],
    initialPageParam: '',
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ limit: String(pageSize) });
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      if (pageParam) params.set('before', pageParam);
      return apiRequest<TPetScanList>(`${petPath(id)}/scans?${params}`, { signal });
    },
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

export function petProgressQuery(id: string) {
  return queryOptions({
    queryKey: petKeys.progress(id),
    queryFn: ({ signal }) => apiRequest<TPetProgress>(`${petPath(id)}/progress`, { signal }),
  });
}

export function petCompareQuery(id: string, before: string, after: string) {
  return queryOptions({
    queryKey: petKeys.compare(id, before, after),
    queryFn: ({ signal }) =>
      apiRequest<TScanComparison>(`${petPath(id)}/compare?${new URLSearchParams({ before, after })}`, {
        signal,
      }),
  });
}

export function petReportQuery(id: string) {
  return queryOptions({
    queryKey: petKeys.report(id),
    queryFn: ({ signal }) => apiRequest<TPetReport>(`${petPath(id)}/report`, { signal }),
  });
}

/** Plus: the second opinion (polled every 3 s while pending) or the detailed view of our own analysis. */
export function advancedAnalysisQuery(scanId: string) {
  return queryOptions({
    queryKey: petKeys.analysis(scanId),
    queryFn: ({ signal }) =>
      apiRequest<TAdvancedAnalysis>(`/api/scans/${encodeURIComponent(scanId)}/analysis`, { signal }),
    refetchInterval: (query) => (query.state.data?.secondOpinion?.state === 'pending' ? 3000 : false),
  });
}

function useInvalidatePets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: petKeys.all }),
      queryClient.invalidateQueries({ queryKey: scanKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
}

export function useCreatePetMutation() {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (input: TCreatePet) => apiRequest<TPet>('/api/pets', { method: 'POST', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePetMutation(id: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (input: TUpdatePet) => apiRequest<TPet>(petPath(id), { method: 'PATCH', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePetMutation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(petPath(id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: petKeys.detail(id) });
      return invalidate();
    },
  });
}

export function usePetPhotoMutation() {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: ({ petId, photo }: { petId: string; photo: File }) => {
      const body = new FormData();
      body.append('image', photo, photo.name);
      return apiRequest<TPet>(`${petPath(petId)}/photo`, { method: 'POST', body });
    },
    onSuccess: () => invalidate(),
  });
}

export function useCreatePetEventMutation(id: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (input: TCreatePetEvent) =>
      apiRequest<TPetEvent>(`${petPath(id)}/events`, { method: 'POST', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePetEventMutation(id: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (eventId: string) =>
      apiRequest<void>(`${petPath(id)}/events/${encodeURIComponent(eventId)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

/** Files a scan under a pet (or none); the scan's cached copy is replaced by the answer. */
export function useAssignScanPetMutation(scanId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (petId: string | null) =>
      apiRequest<TScanResult>(`/api/scans/${encodeURIComponent(scanId)}/pet`, {
        method: 'PUT',
        body: { petId },
      }),
    onSuccess: (scan) => {
      queryClient.setQueryData(scanKeys.detail(scan.id), scan);
      return invalidate();
    },
  });
}
