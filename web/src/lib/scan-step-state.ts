/**
 * Navigation state that marks a scanner step change (features/scan/flow/use-scan-step-url.ts), so the
 * layout keeps the scroll position (hooks/use-scroll-to-hash.ts; the scanner moves focus itself).
 * `isAfterChoose`: the entry before this one is this scanner's choose step, so going back to choose is
 * a Back, not a new entry. History state survives a reload. It lives here, below both, so that the
 * layout's hook need not import the scan feature.
 */
export interface ScanStepState {
  isScanStep: true;
  isAfterChoose: boolean;
}

export function isScanStepState(state: unknown): state is ScanStepState {
  return typeof state === 'object' && state !== null && 'isScanStep' in state;
}
