import { toast as sonner } from 'sonner';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** The default toast is sonner's 'info' type, which carries the info icon (components/ui/toaster.tsx). */
const SHOW = { default: sonner.info, success: sonner.success, error: sonner.error } as const;

let counter = 0;

/**
 * Shows a toast from anywhere (event handlers, mutation callbacks); returns its id.
 * One at a time (docs/product-rules.md#notifications-toasts): a new toast closes
 * whatever is showing, rather than stacking behind it.
 */
export function toast({ title, description, variant = 'default' }: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  dismissAllToasts();
  SHOW[variant](title, { id, description });
  return id;
}

export function dismissToast(id: string): void {
  sonner.dismiss(id);
}

/** Closes every toast, e.g. when the user retries and an old error no longer applies. */
export function dismissAllToasts(): void {
  sonner.dismiss();
}
