import { useCallback, useState } from 'react';

/** The location flow's timings (docs/product-rules.md#vet-finder). */
const PRECISE = { enableHighAccuracy: true, timeout: 8_000, maximumAge: 60_000 };
const COARSE = { enableHighAccuracy: false, timeout: 5_000, maximumAge: 5 * 60_000 };

export const UNSUPPORTED_MESSAGE = 'Location services not supported by this browser.';
export const FAILED_MESSAGE = 'Unable to get your location. Please enter your ZIP code manually.';

export type GeoState =
  | { phase: 'idle' }
  | { phase: 'detecting' }
  | { phase: 'located'; lat: number; lng: number }
  | { phase: 'failed'; message: string };

function position(options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options));
}

/** Two steps: high-accuracy GPS first, then the quicker network location; then manual entry. */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ phase: 'idle' });
  const detect = useCallback(async (): Promise<GeoState> => {
    if (!('geolocation' in navigator)) {
      const failed = { phase: 'failed', message: UNSUPPORTED_MESSAGE } as const;
      setState(failed);
      return failed;
    }
    setState({ phase: 'detecting' });
    let next: GeoState;
    try {
      const found = await position(PRECISE).catch(() => position(COARSE));
      next = { phase: 'located', lat: found.coords.latitude, lng: found.coords.longitude };
    } catch {
      next = { phase: 'failed', message: FAILED_MESSAGE };
    }
    setState(next);
    return next;
  }, []);
  return { state, detect, reset: () => setState({ phase: 'idle' }) };
}
