import { useSyncExternalStore } from 'react';

/** SPEC section 9 and DECISIONS.md item 12: one toast at a time. */
const TOAST_LIMIT = 1;
/**
 * A dismissed toast stays in the store only long enough for its exit animation
 * (150 ms in styles.css) to finish; the spec's 1,000,000 ms kept dead toasts around.
 */
const TOAST_REMOVE_DELAY_MS = 400;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  isOpen: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: string): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Closes every toast, e.g. when the user retries and an old error no longer applies. */
export function dismissAllToasts(): void {
  for (const item of toasts) if (item.isOpen) dismissToast(item.id);
}

/** Shows a toast from anywhere (event handlers, mutation callbacks); returns its id. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  emit([{ ...input, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
