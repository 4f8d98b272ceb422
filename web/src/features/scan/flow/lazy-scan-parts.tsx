import { type ComponentProps, Suspense, useState } from 'react';
import type * as Extras from '#web/components/share/scan-result-extras.tsx';
import type * as Camera from '#web/features/scan/camera/camera-dialog.tsx';
import type * as Result from '#web/features/scan/result/scan-result-view.tsx';
import { lazyPage } from '#web/lib/lazy-page.ts';

/**
 * The scanner's heavy parts, loaded when first needed rather than with the landing page
 * (docs/performance.md#first-load: its first load must stay small): the live camera (Radix Dialog) and a
 * result with its extras (share card, vet referral and sign-up forms with react-hook-form and zod). Each waits in
 * its own Suspense, so loading one never blanks the page the way the layout's page-level fallback would.
 */
const loadResult = () => import('#web/features/scan/result/scan-result-view.tsx');
const loadExtras = () => import('#web/components/share/scan-result-extras.tsx');
const loadCamera = () => import('#web/features/scan/camera/camera-dialog.tsx');

/** Starts loading a result's code while the photo is analysed, so the result shows without a wait. */
export function preloadScanResult(): void {
  void loadResult();
  void loadExtras();
}

const LazyResultView = lazyPage(() => loadResult().then((module) => module.ScanResultView));
const LazyResultExtras = lazyPage(() => loadExtras().then((module) => module.ScanResultExtras));
const LazyCameraDialog = lazyPage(() => loadCamera().then((module) => module.CameraDialog));

export function ScanResultView(props: ComponentProps<typeof Result.ScanResultView>) {
  return (
    <Suspense fallback={null}>
      <LazyResultView {...props} />
    </Suspense>
  );
}

export function ScanResultExtras(props: ComponentProps<typeof Extras.ScanResultExtras>) {
  return (
    <Suspense fallback={null}>
      <LazyResultExtras {...props} />
    </Suspense>
  );
}

/** Mounted from the first open on, so closing still plays its animation and returns focus. */
export function CameraDialog(props: ComponentProps<typeof Camera.CameraDialog>) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.state !== 'closed' && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LazyCameraDialog {...props} />
    </Suspense>
  );
}
