import { ImportEventSchema, type ImportEvent, type ImportReport } from '@vitrine/api'
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { auditLog } from '../audit/schema.ts'
import { customerImports, customers } from '../customers/schema.ts'
import type { TestServer } from './test-server.ts'

/* Helpers of the import and export tests: raw file bodies, the NDJSON answer, row counts. */

export interface ImportAnswer {
  status: number
  /** The NDJSON events, for a 200. */
  events: ImportEvent[]
  /** The last event's report, when it is one. */
  report: ImportReport | undefined
  /** The JSON error, for any other status. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read any shape
  body: any
}

export interface ImportCall {
  token: string
  dryRun?: boolean | string
  fileName?: string
  lang?: string
  headers?: Record<string, string>
}

/** Latin-1 bytes, as a Brazilian Windows tool saves them. */
export function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0)
    if (code > 0xff) throw new Error(`not Latin-1: ${char}`)
    return code
  })
}

/** Posts a file to the import, as the panel does: the bytes as the body. */
export async function postImport(
  t: TestServer,
  appId: number,
  file: string | Uint8Array | ReadableStream<Uint8Array>,
  call: ImportCall,
): Promise<ImportAnswer> {
  const query = new URLSearchParams()
  if (call.dryRun !== undefined) query.set('dry_run', String(call.dryRun))
  if (call.fileName !== undefined) query.set('file_name', call.fileName)
  const headers = new Headers({
    'Content-Type': 'text/csv',
    Token: call.token,
    Language: call.lang ?? 'pt-BR',
    ...call.headers,
  })
  const body = typeof file === 'string' ? new TextEncoder().encode(file) : file
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    headers,
    body: body as BodyInit,
  }
  if (body instanceof ReadableStream) init.duplex = 'half'
  const response = await t.app.request(`/api/main/apps/${appId}/customers/imports?${query}`, init, {
    incoming: { socket: { remoteAddress: '127.0.0.1' } },
  } as never)
  const text = await response.text()
  if (response.status !== 200) {
    return { status: response.status, events: [], report: undefined, body: JSON.parse(text) }
  }
  const events = text
    .split('\n')
    .filter(Boolean)
    .map((line) => v.parse(ImportEventSchema, JSON.parse(line)))
  const last = events.at(-1)
  return {
    status: 200,
    events,
    report: last?.type === 'report' ? last.report : undefined,
    body: undefined,
  }
}

/** The report of an import that must succeed. */
export async function importReport(
  t: TestServer,
  appId: number,
  file: string | Uint8Array,
  call: ImportCall,
): Promise<ImportReport> {
  const answer = await postImport(t, appId, file, call)
  if (!answer.report) {
    throw new Error(`no report: ${answer.status} ${JSON.stringify(answer.body ?? answer.events)}`)
  }
  return answer.report
}

/** How many customers, imports and audit entries the app has. */
export async function rowCounts(t: TestServer, appId: number) {
  const [customerCount] = await t.db
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.appId, appId))
  const [importCount] = await t.db
    .select({ n: count() })
    .from(customerImports)
    .where(eq(customerImports.appId, appId))
  const [auditCount] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.appId, appId))
  return { customers: customerCount!.n, imports: importCount!.n, audit: auditCount!.n }
}
