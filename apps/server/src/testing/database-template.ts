/** What global setup hands each test file: where to copy a migrated, empty database from. */
export type TestDatabaseTemplate =
  { kind: 'pglite'; dataDirFile: string } | { kind: 'postgres'; adminUrl: string; template: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate
  }
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** Database names are interpolated into DDL, so only these characters are ever used. */
export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name: ${name}`)
  return `"${name}"`
}
