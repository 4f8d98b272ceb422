import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDemoResponse } from '#common/contracts/auth.ts';
import type { TCropBox, TLocateResult, TScanResult, TSpecies } from '#common/contracts/scans.ts';
import {
  SCAN_CROP_FIELD,
  SCAN_PET_FIELD,
  SCAN_SPECIES_FIELD,
  SCAN_UPLOAD_FIELD,
} from '#common/scan-constants.ts';
import { apiRequest, isApiError } from './client.ts';
import { authKeys, guestKeys, meKeys, petKeys, scanKeys } from './query-keys.ts';

export function scanDetailQuery(id: string) {
  return queryOptions({
    queryKey: scanKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<TScanResult>(`/api/scans/${encodeURIComponent(id)}`, { signal }),
  });
}

/** After a scan (or a change of account) the cached user, quota and scan lists are stale. */
function useRefreshAccountData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
      queryClient.invalidateQueries({ queryKey: scanKeys.all }),
      queryClient.invalidateQueries({ queryKey: guestKeys.all }),
      // A new scan joins its pet's history, chart and report.
      queryClient.invalidateQueries({ queryKey: petKeys.all }),
    ]);
}

export interface TCreateScanInput {
  /** The photo sent ahead (POST /api/uploads); the scan then sends only the fields below. */
  uploadId?: string | null;
  /** The photo itself: sent when there is no upload, or the upload is gone (expired, another account). */
  image: Blob;
  /** The owner's box around gums and teeth; null analyses the whole photo. */
  crop: TCropBox | null;
  species: TSpecies | null;
  /** The member's pet this scan belongs to, if they picked one. */
  petId?: string | null;
}

/** POST /api/scans with the photo as multipart field `image`, and the optional crop and species fields. */
function postScanForm({ image, crop, species, petId }: TCreateScanInput): Promise<TScanResult> {
  const body = new FormData();
  // Text fields go before the photo: the server reads only what precedes the file.
  if (species) body.append(SCAN_SPECIES_FIELD, species);
  if (petId) body.append(SCAN_PET_FIELD, petId);
  if (crop) body.append(SCAN_CROP_FIELD, JSON.stringify(crop));
  body.append(SCAN_UPLOAD_FIELD, image, image instanceof File ? image.name : 'photo.jpg');
  return apiRequest<TScanResult>('/api/scans', { method: 'POST', body });
}

/**
 * POST /api/scans: as JSON naming the photo sent ahead (docs/product-rules.md#pending-uploads), so
 * only a few bytes go up when the owner presses Analyse; when the server no longer has that upload
 * for this browser (it expired while the owner framed the photo, or they signed in meanwhile), the
 * photo goes with the scan as the multipart form.
 */
export function useCreateScanMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccountData();
  return useMutation({
    mutationFn: async (input: TCreateScanInput) => {
      const { uploadId, crop, species, petId } = input;
      if (!uploadId) return postScanForm(input);
      try {
        return await apiRequest<TScanResult>('/api/scans', {
          method: 'POST',
          body: { uploadId, crop, species, petId: petId ?? null },
        });
      } catch (error) {
        if (isApiError(error) && error.code === 'PENDING_UPLOAD_NOT_FOUND') return postScanForm(input);
        throw error;
      }
    },
    onSuccess: (scan) => {
      queryClient.setQueryData(scanKeys.detail(scan.id), scan);
      return refresh();
    },
  });
}

/**
 * POST /api/scans/locate: where the mouth is in a (downscaled) photo and whether it is usable,
 * before a scan. Stores nothing; called once per chosen photo from the scan flow's handler.
 */
export function locatePhoto(photo: Blob, signal?: AbortSignal): Promise<TLocateResult> {
  const body = new FormData();
  body.append(SCAN_UPLOAD_FIELD, photo, 'photo.jpg');
  return apiRequest<TLocateResult>('/api/scans/locate', { method: 'POST', body, signal });
}

export function useDeleteScanMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccountData();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/scans/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: scanKeys.detail(id) });
      return refresh();
    },
  });
}

/**
 * POST /api/auth/demo after a guest's trial scan: the server creates a Starter trial
 * account, signs it in and moves the guest's scan into it. It lives here rather than
 * in auth.queries.ts because only the trial scanner uses it.
 */
export function useTrialAccountMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccountData();
  return useMutation({
    mutationFn: () =>
      apiRequest<TDemoResponse>('/api/auth/demo', { method: 'POST', body: { plan: 'starter' } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(authKeys.user(), user);
      return refresh();
    },
  });
}
