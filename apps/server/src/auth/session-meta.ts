import type { AppEnv } from '../http/context.ts'
import type { SessionMeta } from '../identity/sessions.ts'

/** Any route's context: only the client's address and the User-Agent header are read. */
interface MetaSource {
  get(key: 'clientIp'): AppEnv['Variables']['clientIp']
  req: { header(name: string): string | undefined }
}

/** Where a new session was opened from, kept with it for the person's own review. */
export function sessionMeta(c: MetaSource): SessionMeta {
  return { ip: c.get('clientIp'), userAgent: c.req.header('User-Agent') }
}
