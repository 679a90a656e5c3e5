/**
 * Whether a database error is PostgreSQL's unique_violation (SQLSTATE 23505): a unique index
 * refused the write, e.g. two requests inserting one name at once. node-postgres puts the code on
 * the error; PGlite and drizzle's wrapper (DrizzleQueryError) on its `cause`.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null | undefined
  return e?.code === '23505' || e?.cause?.code === '23505'
}
