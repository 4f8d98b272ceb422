import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGradeRequest, TGradingScan } from '#common/contracts/clinic-grading.ts';
import { callEndpoint } from './call-endpoint.ts';
import { clinicGradingEndpoints as grading } from './endpoints/clinic-grading.gen.ts';
import { gradingKeys } from './query-keys.ts';

export const gradingQueueQuery = () =>
  queryOptions({
    queryKey: gradingKeys.queue(),
    queryFn: ({ signal }) => callEndpoint(grading.queue, { signal }),
  });

/** Each read is an audited view of an owner's photo, so it is read once per visit, not on every focus. */
export const gradingScanQuery = (scanId: string) =>
  queryOptions({
    queryKey: gradingKeys.scan(scanId),
    queryFn: ({ signal }) => callEndpoint(grading.scan, { params: { scanId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useSaveGradeMutation(scanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grade: TGradeRequest) => callEndpoint(grading.grade, { params: { scanId }, body: grade }),
    onSuccess: (result) => {
      // The page shows the reveal from the scan's own data, so it stays through a queue refresh, and
      // coming back to this scan shows it graded, not a form that would answer 409.
      queryClient.setQueryData<TGradingScan>(gradingKeys.scan(scanId), (old) =>
        old ? { ...old, gradedAt: result.grade.createdAt, result } : old,
      );
      return queryClient.invalidateQueries({ queryKey: gradingKeys.queue() });
    },
  });
}

export const gradingAgreementQuery = () =>
  queryOptions({
    queryKey: gradingKeys.agreement(),
    queryFn: ({ signal }) => callEndpoint(grading.agreement, { signal }),
  });
