/** A unique index refused the write, on either dialect (a check before a write can lose a race). */
export const isUniqueViolation = (error: unknown) => {
  const { code } = (error ?? {}) as { code?: unknown }
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
