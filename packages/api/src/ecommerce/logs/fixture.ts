import { ApiError } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import type { Lang } from '../../validation/index.ts'
import type { EcommerceLogsApi } from './api.ts'
import { EcommerceLogQuerySchema, LOG_PAGE_SIZE, type EcommerceLog } from './entries.ts'

export interface EcommerceLogsFixtureState {
  /** Newest first. */
  entries: EcommerceLog[]
}

export function sampleEcommerceLogsState(empty: boolean): EcommerceLogsFixtureState {
  if (empty) return { entries: [] }
  return {
    entries: [
      {
        id: 5,
        at: '2026-11-21T13:10:00.000Z',
        kind: 'mail_failed',
        subject: 'joana@example.com',
        detail: { mail: 'Pedido confirmado', error: 'Caixa postal cheia (552)' },
        actor: null,
      },
      {
        id: 4,
        at: '2026-11-21T12:00:00.000Z',
        kind: 'coupon_used',
        subject: 'BEMVINDO10',
        detail: { order: 'P-1042', discount: 1_500 },
        actor: null,
      },
      {
        id: 3,
        at: '2026-11-20T18:40:00.000Z',
        kind: 'feed_generated',
        subject: 'Google Shopping',
        detail: { products: 128 },
        actor: null,
      },
      {
        id: 2,
        at: '2026-11-18T15:00:00.000Z',
        kind: 'publish',
        subject: 'Publicação nº 1',
        detail: { pages: 1, elements_changed: 4, settings: ['Nome da loja', 'Domínio'] },
        actor: 'Ana Souza',
      },
      {
        id: 1,
        at: '2026-11-18T14:30:00.000Z',
        kind: 'settings_changed',
        subject: 'Configurações da plataforma',
        detail: { changes: { store_name: { before: 'Minha loja', after: 'Loja Exemplo' } } },
        actor: 'Ana Souza',
      },
    ],
  }
}

/** São Paulo has no daylight saving since 2019: a day there is UTC-03:00. */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`).getTime()

export function createEcommerceLogsFixture(
  state: EcommerceLogsFixtureState,
  lang: Lang,
): EcommerceLogsApi {
  return {
    listLogs: async (_appId, query = {}) => {
      const filters = parseBody(EcommerceLogQuerySchema, query, lang)
      const limit = filters.limit ?? LOG_PAGE_SIZE
      const after = filters.cursor === undefined ? Infinity : Number(filters.cursor)
      const words = filters.q?.toLowerCase()
      const rest = state.entries.filter((entry) => {
        const at = new Date(entry.at).getTime()
        return (
          entry.id < after &&
          (filters.kind === undefined || entry.kind === filters.kind) &&
          (filters.from === undefined || at >= dayStart(filters.from)) &&
          (filters.to === undefined || at < dayStart(filters.to) + 86_400_000) &&
          (!words ||
            entry.subject.toLowerCase().includes(words) ||
            (entry.actor ?? '').toLowerCase().includes(words))
        )
      })
      const items = rest.slice(0, limit)
      const last = items.at(-1)
      return structuredClone({
        items,
        next_cursor: rest.length > limit && last ? String(last.id) : null,
      })
    },
    getLog: async (_appId, logId) => {
      const entry = state.entries.find((candidate) => candidate.id === logId)
      if (!entry) {
        throw new ApiError({
          statusCode: 404,
          statusMessage: 'Not Found',
          message: 'Registro não encontrado.',
        })
      }
      return structuredClone(entry)
    },
  }
}
