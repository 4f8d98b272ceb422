import type { z } from 'zod';
import { AppError } from '#server/errors.ts';

/**
 * A JSON body checked in the handler, for a route whose body may also be multipart (POST
 * /api/scans), so the route cannot declare one body schema: 400 VALIDATION_FAILED naming each
 * problem, like a route schema's refusal.
 */
export function parseBody<TSchema extends z.ZodType>(schema: TSchema, body: unknown): z.output<TSchema> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request body.', { issues });
}
