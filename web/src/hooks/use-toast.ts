import type { toast as sonnerToast } from 'sonner';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

type Sonner = typeof sonnerToast;

/**
 * Sonner loads with the toaster (components/ui/lazy-toaster.tsx), not with the first page
 * (docs/performance.md#first-load). Calls made before it has mounted wait for it, then run in the order made.
 */
let resolveToaster: (sonner: Sonner) => void = () => {};
const toaster = new Promise<Sonner>((resolve) => {
  resolveToaster = resolve;
});
let mountToaster: (() => void) | undefined;
let isToasterWanted = false;

/** The toaster calls this once sonner's Toaster listens, handing over sonner's toast API. */
export function markToasterMounted(sonner: Sonner): void {
  resolveToaster(sonner);
}

/** The lazy toaster says how to mount it at once; a toast asked for earlier mounts it now. */
export function onToasterWanted(mount: () => void): void {
  mountToaster = mount;
  if (isToasterWanted) mount();
}

function withSonner(run: (sonner: Sonner) => void): void {
  if (!isToasterWanted) {
    isToasterWanted = true;
    mountToaster?.();
  }
  void toaster.then(run);
}

let counter = 0;

/**
 * Shows a toast from anywhere (event handlers, mutation callbacks); returns its id.
 * One at a time (docs/product-rules.md#notifications-toasts): a new toast closes
 * whatever is showing, rather than stacking behind it.
 * The default toast is sonner's 'info' type, which carries the info icon (components/ui/toaster.tsx).
 */
export function toast({ title, description, variant = 'default' }: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  dismissAllToasts();
  withSonner((sonner) => {
    const show = { default: sonner.info, success: sonner.success, error: sonner.error }[variant];
    show(title, { id, description });
  });
  return id;
}

export function dismissToast(id: string): void {
  withSonner((sonner) => sonner.dismiss(id));
}

/** Closes every toast, e.g. when the user retries and an old error no longer applies. */
export function dismissAllToasts(): void {
  withSonner((sonner) => sonner.dismiss());
}
