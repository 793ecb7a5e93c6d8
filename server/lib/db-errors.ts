/** PostgreSQL refused a write for a unique index (23505), also when a driver or Drizzle wraps the error. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}
