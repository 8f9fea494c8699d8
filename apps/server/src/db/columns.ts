import { bigint, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every timestamp is timestamptz read as a JS Date, so values are UTC instants whatever the
 * session time zone; the panel shows them in America/Sao_Paulo.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Identity keys for tables that grow with traffic (sessions, mail) rather than with accounts. */
export const bigIdentity = (name: string) =>
  bigint(name, { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()
