import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatePet, TCreatePetEvent, TUpdatePet } from '#common/contracts/pets.ts';
import { callEndpoint } from './call-endpoint.ts';
import { petEndpoints as pets } from './endpoints/pets.gen.ts';
import { scanEndpoints as scans } from './endpoints/scans.gen.ts';
import { meKeys, type PetScanFilters, petKeys, scanKeys } from './query-keys.ts';

export function petsListQuery() {
  return queryOptions({
    queryKey: petKeys.list(),
    queryFn: ({ signal }) => callEndpoint(pets.list, { signal }),
  });
}

export function petDetailQuery(id: string) {
  return queryOptions({
    queryKey: petKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(pets.get, { params: { id }, signal }),
  });
}

/** A pet's history, page after page (`nextBefore`); filters are Plus-only on the server. */
export function petScansQuery(id: string, filters: PetScanFilters, pageSize = 12) {
  return infiniteQueryOptions({
    queryKey: [...petKeys.scans(id, filters), pageSize],
    initialPageParam: '',
    queryFn: ({ signal, pageParam }) => {
      const query = { ...filters, limit: pageSize, before: pageParam || undefined };
      return callEndpoint(pets.scans, { params: { id }, query, signal });
    },
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

export function petProgressQuery(id: string) {
  return queryOptions({
    queryKey: petKeys.progress(id),
    queryFn: ({ signal }) => callEndpoint(pets.progress, { params: { id }, signal }),
  });
}

export function petCompareQuery(id: string, before: string, after: string) {
  return queryOptions({
    queryKey: petKeys.compare(id, before, after),
    queryFn: ({ signal }) => callEndpoint(pets.compare, { params: { id }, query: { before, after }, signal }),
  });
}

export function petReportQuery(id: string) {
  return queryOptions({
    queryKey: petKeys.report(id),
    queryFn: ({ signal }) => callEndpoint(pets.report, { params: { id }, signal }),
  });
}

/** Plus: the second opinion (polled every 3 s while pending) or the detailed view of our own analysis. */
export function advancedAnalysisQuery(scanId: string) {
  return queryOptions({
    queryKey: petKeys.analysis(scanId),
    queryFn: ({ signal }) => callEndpoint(scans.analysis, { params: { id: scanId }, signal }),
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
    mutationFn: (input: TCreatePet) => callEndpoint(pets.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePetMutation(id: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (input: TUpdatePet) => callEndpoint(pets.update, { params: { id }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePetMutation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(pets.remove, { params: { id } }),
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
      const form = new FormData();
      form.append('image', photo, photo.name);
      return callEndpoint(pets.setPhoto, { params: { id: petId }, form });
    },
    onSuccess: () => invalidate(),
  });
}

export function useCreatePetEventMutation(id: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (input: TCreatePetEvent) => callEndpoint(pets.createEvent, { params: { id }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePetEventMutation(id: string) {
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (eventId: string) => callEndpoint(pets.removeEvent, { params: { id, eventId } }),
    onSuccess: () => invalidate(),
  });
}

/** Files a scan under a pet (or none); the scan's cached copy is replaced by the answer. */
export function useAssignScanPetMutation(scanId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePets();
  return useMutation({
    mutationFn: (petId: string | null) =>
      callEndpoint(scans.assignPet, { params: { id: scanId }, body: { petId } }),
    onSuccess: (scan) => {
      queryClient.setQueryData(scanKeys.detail(scan.id), scan);
      return invalidate();
    },
  });
}
