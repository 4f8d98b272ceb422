import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/api/client.ts';
import { toast } from '#web/hooks/use-toast.ts';
import { applyServerError } from './apply-server-error.ts';

interface ErrorCopy {
  /** Toast title when the server refused (e.g. 'Login Failed'). */
  title: string;
  /** Toast text when the server gave no message. */
  fallback: string;
  /** Toast title when the request never got an answer (e.g. 'Login Error'). */
  networkTitle: string;
}

/**
 * Puts the server's field issues next to the matching inputs; anything no
 * field shows (a taken e-mail, wrong credentials) goes to a toast. A problem is
 * said once: a field's error is not repeated in a toast.
 */
export function reportAuthError<T extends FieldValues>(
  error: unknown,
  copy: ErrorCopy,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error)) {
    toast({ title: copy.networkTitle, description: 'Please try again', variant: 'error' });
    return;
  }
  const rest = applyServerError(error, fields, setError);
  if (rest) toast({ title: copy.title, description: error.userMessage ?? copy.fallback, variant: 'error' });
}
