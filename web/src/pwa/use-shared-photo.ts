import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SHARED_PHOTO_MARKERS, SHARED_PHOTO_PARAM } from '#common/share-target.ts';
import { takeSharedPhoto } from './shared-photo-inbox.ts';

/** Said on the choose step when a share did not bring its photo (docs/product-rules.md#installed-app). */
export const SHARED_PHOTO_NOT_RECEIVED =
  'The photo you shared could not be received here. Choose it with the Upload File button below.';

/**
 * A photo shared to the installed app (the manifest's share target): on `/?shared-photo=…` the
 * marker leaves the address, and the photo the service worker kept is handed to `onPhoto`, the
 * scanner's own "photo chosen", which opens the crop step. When the photo did not arrive (the
 * server got the share, or it waited too long), `problem` says so until the owner moves on.
 */
export function useSharedPhoto(onPhoto: (photo: File) => void): { problem: string | null } {
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<{ message: string; search: string } | null>(null);
  /** The photo taken from the inbox, handed over once the address without the marker has rendered. */
  const [photo, setPhoto] = useState<File | null>(null);
  const hasRun = useRef(false);
  const handOver = useEffectEvent(onPhoto);
  const hasMarker = new URLSearchParams(location.search).has(SHARED_PHOTO_PARAM);

  // Gone once the owner chooses a photo (the step's address changes; the address with the marker
  // may still render once after the problem is set).
  if (problem && !hasMarker && problem.search !== location.search) setProblem(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened on.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const marker = params.get(SHARED_PHOTO_PARAM);
    if (marker === null || hasRun.current) return;
    hasRun.current = true;
    params.delete(SHARED_PHOTO_PARAM);
    const search = params.size > 0 ? `?${params}` : '';
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    void (async () => {
      const taken =
        marker === SHARED_PHOTO_MARKERS.ready && 'caches' in window
          ? await takeSharedPhoto(window.caches).catch(() => null)
          : null;
      if (taken) setPhoto(taken);
      else setProblem({ message: SHARED_PHOTO_NOT_RECEIVED, search });
    })();
  }, []);

  // The scanner's next step is a history entry built from the current address: not the marker's.
  useEffect(() => {
    if (!photo || hasMarker) return;
    setPhoto(null);
    handOver(photo);
  }, [photo, hasMarker]);

  return { problem: problem?.message ?? null };
}
