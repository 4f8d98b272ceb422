import { isApiError } from '#web/api/client.ts';
import { toast } from '#web/hooks/use-toast.ts';

/** One toast for a failed pet action: the server's own words, or a plain fallback. */
export function reportError(error: unknown): void {
  const message = isApiError(error) ? error.userMessage : undefined;
  toast({
    title:
      isApiError(error) && error.code === 'PLUS_REQUIRED'
        ? 'Plus Membership Required'
        : 'Something went wrong',
    description: message ?? 'Please check your connection and try again.',
    variant: 'error',
  });
}
