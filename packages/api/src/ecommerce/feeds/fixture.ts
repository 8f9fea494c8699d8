import { ApiError } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import type { Lang } from '../../validation/index.ts'
import type { FeedsApi } from './api.ts'
import {
  DEFAULT_FEED_MAPPING,
  DEFAULT_FEED_TEMPLATE,
  FeedInputSchema,
  type Feed,
  type FeedItemError,
  type FeedValues,
} from './feeds.ts'

/* Product feeds in memory, for stories and component tests. */

export interface FeedsFixtureState {
  feeds: Feed[]
  errors: Record<number, FeedItemError[]>
}

const TOKEN = 'q8Zt3mVbX1kN7pLw2Rc9Hs4Jd6Fg0Ae5'

export function sampleFeedsState(empty: boolean): FeedsFixtureState {
  if (empty) return { feeds: [], errors: {} }
  const base = {
    site_url: 'https://lojaexemplo.com.br',
    conditions: [{ attribute: 'visible' as const, condition: '=' as const, value: 1 }],
    mapping: DEFAULT_FEED_MAPPING,
    template: DEFAULT_FEED_TEMPLATE,
    next_run_at: '2026-11-21T18:00:00.000Z',
    created_at: '2026-11-18T14:00:00.000Z',
    updated_at: '2026-11-18T14:00:00.000Z',
  }
  return {
    feeds: [
      {
        ...base,
        id: 2,
        name: 'Catálogo da Meta',
        format: 'meta',
        schedule_hours: 24,
        status: 'failed',
        public_url: `https://painel.exemplo.com/api/ecommerce/public/feeds/${TOKEN.replace('q', 'm')}.csv`,
        last_generation: {
          started_at: '2026-11-21T12:00:00.000Z',
          finished_at: '2026-11-21T12:00:03.000Z',
          size_bytes: 0,
          items_count: 0,
          errors_count: 0,
          failure: 'A geração falhou; uma nova tentativa será feita.',
        },
      },
      {
        ...base,
        id: 1,
        name: 'Google Shopping',
        format: 'google',
        schedule_hours: 6,
        status: 'ready',
        public_url: `https://painel.exemplo.com/api/ecommerce/public/feeds/${TOKEN}.xml`,
        last_generation: {
          started_at: '2026-11-21T12:00:00.000Z',
          finished_at: '2026-11-21T12:00:02.000Z',
          size_bytes: 184_320,
          items_count: 196,
          errors_count: 4,
          failure: null,
        },
      },
    ],
    errors: {
      1: [
        { product_id: 17, product_name: 'Caneca Esmaltada', reason: 'Sem imagem.' },
        { product_id: 42, product_name: 'Vale-presente', reason: 'Sem preço.' },
        { product_id: 58, product_name: 'Camiseta Sol', reason: 'Sem imagem.' },
        {
          product_id: 91,
          product_name: 'Tênis Corrida',
          reason: 'GTIN inválido (123): use 8, 12, 13 ou 14 dígitos.',
        },
      ],
    },
  }
}

const notFound = () =>
  new ApiError({ statusCode: 404, statusMessage: 'Not Found', message: 'Feed não encontrado.' })

export function createFeedsFixture(state: FeedsFixtureState, lang: Lang): FeedsApi {
  const find = (id: number) => {
    const feed = state.feeds.find((item) => item.id === id)
    if (!feed) throw notFound()
    return feed
  }
  const fields = (values: FeedValues) => ({
    ...values,
    conditions: values.conditions.map(({ id: _id, ...condition }) => condition),
  })
  return {
    listFeeds: async () => ({ items: state.feeds.map((feed) => ({ ...feed })) }),
    getFeed: async (_appId, id) => ({ ...find(id) }),
    async createFeed(_appId, input) {
      const values = parseBody(FeedInputSchema, input, lang)
      const id = Math.max(0, ...state.feeds.map((feed) => feed.id)) + 1
      const now = new Date().toISOString()
      const feed: Feed = {
        ...fields(values),
        id,
        status: 'queued',
        public_url: `https://painel.exemplo.com/api/ecommerce/public/feeds/${TOKEN.slice(0, 31)}${id}.${values.format === 'meta' ? 'csv' : 'xml'}`,
        last_generation: {
          started_at: null,
          finished_at: null,
          size_bytes: 0,
          items_count: 0,
          errors_count: 0,
          failure: null,
        },
        next_run_at: null,
        created_at: now,
        updated_at: now,
      }
      state.feeds.unshift(feed)
      return { ...feed }
    },
    async updateFeed(_appId, id, input) {
      const values = parseBody(FeedInputSchema, input, lang)
      const feed = find(id)
      Object.assign(feed, fields(values), {
        status: 'queued',
        updated_at: new Date().toISOString(),
      })
      return { ...feed }
    },
    async removeFeed(_appId, id) {
      find(id)
      state.feeds = state.feeds.filter((feed) => feed.id !== id)
    },
    async generateFeed(_appId, id) {
      const feed = find(id)
      feed.status = 'queued'
      return { ...feed }
    },
    feedErrors: async (_appId, id) => {
      find(id)
      const items = state.errors[id] ?? []
      return { items, total: items.length }
    },
    async previewFeed(_appId, input) {
      const values = parseBody(FeedInputSchema, input, lang)
      const item =
        values.format === 'meta'
          ? 'id,title,description,availability,condition,price,link,image_link\n1,Camiseta Básica,Algodão penteado,in_stock,new,59.90 BRL,https://lojaexemplo.com.br/p/camiseta-basica,https://painel.exemplo.com/p.png\n'
          : '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<item><g:id>1</g:id><g:title>Camiseta Básica</g:title><g:price>59.90 BRL</g:price></item>\n'
      return {
        text: item,
        items_count: 1,
        errors: [{ product_id: 17, product_name: 'Caneca Esmaltada', reason: 'Sem imagem.' }],
      }
    },
  }
}
