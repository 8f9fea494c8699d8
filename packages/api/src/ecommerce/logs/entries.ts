import * as v from 'valibot'
import { queryInt } from '../../validation/index.ts'

/*
 * The store's e-commerce log (issue 15 item 6): events the storekeeper reads — mails sent or
 * refused, feeds generated, coupons used, publications, settings and search rules changed.
 * Newest first, keyset pages, filtered by kind, date range (calendar days in
 * America/Sao_Paulo, both ends included) and text (the subject and the actor's name).
 */

export const ECOMMERCE_LOG_KINDS = [
  'mail_sent',
  'mail_failed',
  'feed_generated',
  'feed_failed',
  'coupon_used',
  'publish',
  'search_rule_changed',
  'settings_changed',
] as const
export type EcommerceLogKind = (typeof ECOMMERCE_LOG_KINDS)[number]

export const ECOMMERCE_LOG_KIND_NAMES: Record<EcommerceLogKind, string> = {
  mail_sent: 'E-mail enviado',
  mail_failed: 'Falha no envio de e-mail',
  feed_generated: 'XML gerado',
  feed_failed: 'Falha ao gerar XML',
  coupon_used: 'Cupom usado',
  publish: 'Publicação',
  search_rule_changed: 'Regra de busca alterada',
  settings_changed: 'Configurações alteradas',
}

export const LOG_PAGE_SIZE = 50

export const EcommerceLogSchema = v.object({
  id: v.number(),
  at: v.string(),
  kind: v.picklist(ECOMMERCE_LOG_KINDS),
  subject: v.string(),
  detail: v.record(v.string(), v.unknown()),
  /** Null for the server's own events. */
  actor: v.nullable(v.string()),
})
export type EcommerceLog = v.InferOutput<typeof EcommerceLogSchema>

export const EcommerceLogPageSchema = v.object({
  items: v.array(EcommerceLogSchema),
  next_cursor: v.nullable(v.string()),
})
export type EcommerceLogPage = v.InferOutput<typeof EcommerceLogPageSchema>

const day = v.pipe(v.string(), v.isoDate())

export const EcommerceLogQuerySchema = v.pipe(
  v.object({
    kind: v.optional(v.picklist(ECOMMERCE_LOG_KINDS)),
    /** YYYY-MM-DD, from the start of that day in São Paulo. */
    from: v.optional(day),
    /** YYYY-MM-DD, up to the end of that day in São Paulo. */
    to: v.optional(day),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
    cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/))),
    limit: v.optional(queryInt(1, 200)),
  }),
  v.forward(
    v.check(
      (query) => query.from === undefined || query.to === undefined || query.from <= query.to,
      'A data final deve ser igual ou posterior à inicial.',
    ),
    ['to'],
  ),
)
export type EcommerceLogQuery = {
  kind?: EcommerceLogKind
  from?: string
  to?: string
  q?: string
  cursor?: string
  limit?: number
}
export type EcommerceLogFilters = Omit<EcommerceLogQuery, 'cursor' | 'limit'>
