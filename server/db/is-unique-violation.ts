/**
 * Whether a failed insert or update hit a unique index or primary key. The two
 * databases report it under different codes; this is the one place that knows them.
 */
const UNIQUE_VIOLATION_CODES = new Set([
  '23505', // PostgreSQL unique_violation
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNIQUE_VIOLATION_CODES.has(code);
}
