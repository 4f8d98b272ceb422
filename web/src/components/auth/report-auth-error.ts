import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/client.ts';
import { toast } from '../../hooks/use-toast.ts';

interface ErrorCopy {
  /** Toast title when the server refused (e.g. 'Login Failed'). */
  title: string;
  /** Toast text when the server gave no message. */
  fallback: string;
  /** Toast title when the request never got an answer (e.g. 'Login Error'). */
  networkTitle: string;
}

/** Shows the server's words in a toast and puts its field issues next to the matching inputs. */
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
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
  toast({ title: copy.title, description: error.userMessage ?? copy.fallback, variant: 'error' });
}
