import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/api/client.ts';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please try again.';

/** What to tell the member about a failed request: the server's own words, or that it was not reached. */
export function failureMessage(failure: unknown): string {
  return isApiError(failure) ? (failure.userMessage ?? 'Please try again.') : NETWORK_ERROR_MESSAGE;
}

/**
 * Puts the server's field issues next to the matching inputs and returns what
 * is left to say about the form as a whole (a refused link, a network failure),
 * or undefined when every problem is already shown by its field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (!isApiError(error)) return NETWORK_ERROR_MESSAGE;
  let isShownByField = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    isShownByField = true;
  }
  return isShownByField ? undefined : (error.userMessage ?? 'Something went wrong. Please try again.');
}
