import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';

const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';

/**
 * Our forms are at most a few levels deep; a body nested deeper is hostile
 * (a 30,000-level array fits in the 64 KB body limit) and is refused before
 * any code walks it.
 */
export const MAX_JSON_DEPTH = 32;

type Problem = 'nul' | 'too_deep' | undefined;

/**
 * Walks a parsed value with an explicit stack, never recursion, so the depth of
 * a hostile body cannot overflow the call stack.
 */
export function findProblem(root: unknown): Problem {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return 'too_deep';
    if (Array.isArray(value)) {
      for (const inner of value) stack.push({ value: inner, depth: depth + 1 });
      continue;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push({ value: inner, depth: depth + 1 });
    }
  }
  return undefined;
}

function refuse(problem: Problem): void {
  if (problem === 'nul') throw new AppError('VALIDATION_FAILED', NUL_MESSAGE);
  if (problem === 'too_deep') {
    throw new AppError(
      'JSON_TOO_DEEP',
      `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    );
  }
}

/**
 * PostgreSQL text cannot hold U+0000 and fails the whole query, so a NUL in a
 * path, query or JSON body is refused up front with a 400, on both databases
 * alike, instead of surfacing as a 500 deep inside a repository. The same walk
 * refuses absurdly nested bodies.
 */
export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.url.toLowerCase().includes('%00')) throw new AppError('VALIDATION_FAILED', NUL_MESSAGE);
    refuse(findProblem(request.params));
    refuse(findProblem(request.query));
    refuse(findProblem(request.body));
  });
}
