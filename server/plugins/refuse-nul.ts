import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';

const MESSAGE = 'The request contains a NUL character, which is not allowed.';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000 and fails the whole query, so a NUL in a
 * path, query or JSON body is refused up front with a 400, on both databases
 * alike, instead of surfacing as a 500 deep inside a repository.
 */
export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      request.url.toLowerCase().includes('%00') ||
      containsNul(request.params) ||
      containsNul(request.query)
    ) {
      throw new AppError('VALIDATION_FAILED', MESSAGE);
    }
    if (containsNul(request.body)) throw new AppError('VALIDATION_FAILED', MESSAGE);
  });
}
