import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCropBox, TScanResult, TSpecies } from '#common/contracts/scans.ts';
import type { TScanFromUpload } from '#common/contracts/uploads.ts';
import {
  SCAN_CROP_FIELD,
  SCAN_PET_FIELD,
  SCAN_REQUEST_KEY_FIELD,
  SCAN_SPECIES_FIELD,
  SCAN_UPLOAD_FIELD,
} from '#common/scan-constants.ts';
import { callEndpoint, endpointUrl } from './call-endpoint.ts';
import { apiRequest, isApiError } from './client.ts';
import { authEndpoints as auth } from './endpoints/auth.gen.ts';
import { scanEndpoints as scans } from './endpoints/scans.gen.ts';
import { authKeys, guestKeys, meKeys, petKeys, scanKeys } from './query-keys.ts';

export function scanDetailQuery(id: string) {
  return queryOptions({
    queryKey: scanKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(scans.get, { params: { id }, signal }),
  });
}

/**
 * GET /api/scans/requests/:key: which scan this browser's request key made, after a reload lost
 * the answer (docs/product-rules.md#reload-during-analysis). Never cached: it is polled while analysed.
 */
export function scanRequestQuery(key: string) {
  return queryOptions({
    queryKey: [...scanKeys.all, 'request', key] as const,
    queryFn: ({ signal }) => callEndpoint(scans.request, { params: { key }, signal }),
    gcTime: 0,
  });
}

/** After a scan (or a change of account) the cached user, quota and scan lists are stale. */
export function useRefreshAccountData() {
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
  /** This press of Analyse: the same key again is the same scan (docs/product-rules.md#reload-during-analysis). */
  requestKey?: string | null;
}

/** POST /api/scans with the photo as multipart field `image`, and the optional crop and species fields. */
function postScanForm({ image, crop, species, petId, requestKey }: TCreateScanInput): Promise<TScanResult> {
  const form = new FormData();
  // Text fields go before the photo: the server reads only what precedes the file.
  if (requestKey) form.append(SCAN_REQUEST_KEY_FIELD, requestKey);
  if (species) form.append(SCAN_SPECIES_FIELD, species);
  if (petId) form.append(SCAN_PET_FIELD, petId);
  if (crop) form.append(SCAN_CROP_FIELD, JSON.stringify(crop));
  form.append(SCAN_UPLOAD_FIELD, image, image instanceof File ? image.name : 'photo.jpg');
  return callEndpoint(scans.create, { form });
}

/**
 * POST /api/scans as JSON naming the photo sent ahead. The endpoint declares no body (it takes
 * this or the multipart form, common/contracts/endpoints/scans.ts), so callEndpoint, which sends
 * only a declared body, cannot send it: the body is typed by its contract here instead.
 */
function postScanOfUpload(body: TScanFromUpload): Promise<TScanResult> {
  return apiRequest<TScanResult>(endpointUrl(scans.create), { method: scans.create.method, body });
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
      const { uploadId, crop, species, petId, requestKey } = input;
      if (!uploadId) return postScanForm(input);
      try {
        return await postScanOfUpload({
          uploadId,
          crop,
          species,
          petId: petId ?? null,
          requestKey: requestKey ?? null,
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
export function locatePhoto(photo: Blob, signal?: AbortSignal) {
  const form = new FormData();
  form.append(SCAN_UPLOAD_FIELD, photo, 'photo.jpg');
  return callEndpoint(scans.locate, { form, signal });
}

export function useDeleteScanMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccountData();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(scans.remove, { params: { id } }),
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
    mutationFn: () => callEndpoint(auth.demo, { body: { plan: 'starter' } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(authKeys.user(), user);
      return refresh();
    },
  });
}
