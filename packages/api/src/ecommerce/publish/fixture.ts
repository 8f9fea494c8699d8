import { ApiError } from '../../http/api-error.ts'
import type { EcommercePublishApi } from './api.ts'
import { PUBLICATION_PAGE_SIZE, type PendingSummary, type Publication } from './publications.ts'

export interface EcommercePublishFixtureState {
  /** Newest first. */
  publications: Publication[]
  pending: PendingSummary
  actorName: string
}

export const NOTHING_PENDING: PendingSummary = {
  pages: [],
  pages_removed: 0,
  elements_changed: 0,
  elements_removed: 0,
  settings: [],
  total: 0,
}

export function sampleEcommercePublishState(empty: boolean): EcommercePublishFixtureState {
  if (empty) return { publications: [], pending: NOTHING_PENDING, actorName: 'Ana Souza' }
  return {
    actorName: 'Ana Souza',
    pending: {
      pages: [
        { id: 2, title: 'Sobre nós', slug: 'sobre', updated_at: '2026-11-21T12:00:00.000Z' },
        { id: 1, title: 'Início', slug: 'home', updated_at: '2026-11-21T11:00:00.000Z' },
      ],
      pages_removed: 0,
      elements_changed: 3,
      elements_removed: 1,
      settings: ['store_name', 'contact_phone'],
      total: 8,
    },
    publications: [
      {
        id: 1,
        at: '2026-11-18T15:00:00.000Z',
        actor: 'Ana Souza',
        summary: {
          pages: [{ id: 1, title: 'Início', slug: 'home', updated_at: '2026-11-18T14:00:00.000Z' }],
          pages_removed: 0,
          elements_changed: 4,
          elements_removed: 0,
          settings: ['store_name', 'domain'],
          total: 7,
        },
      },
    ],
  }
}

export function createEcommercePublishFixture(
  state: EcommercePublishFixtureState,
  now: () => Date,
): EcommercePublishApi {
  return {
    getStatus: async () =>
      structuredClone({ live: state.publications[0] ?? null, pending: state.pending }),
    publish: async () => {
      if (state.pending.total === 0) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message: 'Não há alterações pendentes para publicar.',
        })
      }
      const publication: Publication = {
        id: (state.publications[0]?.id ?? 0) + 1,
        at: now().toISOString(),
        actor: state.actorName,
        summary: state.pending,
      }
      state.publications.unshift(publication)
      state.pending = NOTHING_PENDING
      return structuredClone(publication)
    },
    listPublications: async (_appId, query = {}) => {
      const limit = query.limit ?? PUBLICATION_PAGE_SIZE
      const after = query.cursor === undefined ? Infinity : Number(query.cursor)
      const rest = state.publications.filter((publication) => publication.id < after)
      const items = rest.slice(0, limit)
      const last = items.at(-1)
      return structuredClone({
        items,
        next_cursor: rest.length > limit && last ? String(last.id) : null,
      })
    },
  }
}
