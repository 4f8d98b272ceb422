import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isScanStepState, type ScanStepState } from '#web/lib/scan-step-state.ts';

/**
 * The scanner's step lives in the address, so each step is a browser history entry
 * (docs/product-rules.md#guided-capture): `?step=crop` while a chosen photo is framed,
 * `?scan=<id>` while a result shows, neither on the choose step. Back from the crop step
 * returns to choose; a result replaces the crop entry, so Back from it returns to the
 * uploader and Forward brings the result again.
 */
export const STEP_PARAM = 'step';
export const SCAN_PARAM = 'scan';

export type UrlScanStep = { name: 'choose' } | { name: 'crop' } | { name: 'result'; scanId: string };

function readStep(search: string): UrlScanStep {
  const params = new URLSearchParams(search);
  const scanId = params.get(SCAN_PARAM);
  if (scanId) return { name: 'result', scanId };
  return params.get(STEP_PARAM) === 'crop' ? { name: 'crop' } : { name: 'choose' };
}

function searchFor(current: string, step: UrlScanStep): string {
  const params = new URLSearchParams(current);
  params.delete(STEP_PARAM);
  params.delete(SCAN_PARAM);
  if (step.name === 'crop') params.set(STEP_PARAM, 'crop');
  if (step.name === 'result') params.set(SCAN_PARAM, step.scanId);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function useScanStepUrl() {
  const navigate = useNavigate();
  const location = useLocation();
  const step = readStep(location.search);
  const isAfterChoose = isScanStepState(location.state) && location.state.isAfterChoose;

  /** A new entry after choose, or in place of the current one; rendered at once (flushSync). */
  const go = (next: UrlScanStep, { replace = false } = {}) => {
    const state: ScanStepState = {
      isScanStep: true,
      isAfterChoose: replace ? isAfterChoose : step.name === 'choose',
    };
    return navigate(
      { pathname: location.pathname, search: searchFor(location.search, next), hash: '' },
      { replace, state, preventScrollReset: true, flushSync: true },
    );
  };

  // A step's address as the app's first entry in this tab (a result link, a new tab): the choose
  // step goes in before it, so Back stays on the scanner instead of leaving for an empty tab.
  // React Router numbers its entries in history.state.idx (0: the first), and a reload keeps it.
  // (The choose step, the only one a server renders, never reads `window`.)
  const isFirstEntryOnAStep = useRef(
    step.name !== 'choose' &&
      !isScanStepState(location.state) &&
      (window.history.state as { idx?: number } | null)?.idx === 0,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened on.
  useEffect(() => {
    if (!isFirstEntryOnAStep.current) return;
    isFirstEntryOnAStep.current = false;
    const opened = { pathname: location.pathname, search: location.search, hash: location.hash };
    const state: ScanStepState = { isScanStep: true, isAfterChoose: true };
    void (async () => {
      await navigate(
        { ...opened, search: searchFor(location.search, { name: 'choose' }) },
        { replace: true },
      );
      await navigate(opened, { state, preventScrollReset: true });
    })();
  }, []);

  /** To the choose step: Back when it is the entry before, else a new entry (a result stays Forward-able or Back-able). */
  const toChoose = () => {
    // Read from the address itself: an upload's answer may arrive after the owner pressed Back.
    if (readStep(window.location.search).name === 'choose') return;
    if (isAfterChoose) navigate(-1);
    else go({ name: 'choose' });
  };

  return { step, go, toChoose };
}
