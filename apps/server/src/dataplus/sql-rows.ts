/** node-postgres answers `{ rows }`, PGlite too; drizzle types them differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}
