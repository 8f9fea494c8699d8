import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sampleGatewaysState } from '../gateways/fixture.ts'
import { fieldErrorsOf, isApiError } from '../http/api-error.ts'
import { sampleTransactionsState } from '../transactions/fixture.ts'
import { createLinksFixture, sampleLinksState } from './fixture.ts'
import { LINK_STATUSES, LinkFeedInfoSchema, LinkSchema, type LinkInput } from './schema.ts'

const now = () => new Date('2026-11-21T12:00:00.000Z')
const fixture = () => {
  const state = sampleLinksState(false)
  const transactions = sampleTransactionsState(false)
  const gateways = sampleGatewaysState(false)
  return { state, api: createLinksFixture(state, now, { transactions, gateways }) }
}

const input: LinkInput = {
  title: 'Caneca de cerâmica',
  amount_mode: 'fixed',
  amount_cents: 4_990,
  gateway_ids: [1, 5],
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`)
  return error
}

describe('links fixture', () => {
  it('holds one link of every status, valid as the server answers them', async () => {
    const { api } = fixture()
    const { items } = await api.list(1)
    for (const item of items) v.parse(LinkSchema, item)
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(LINK_STATUSES))
    const dress = await api.getBySlug(1, 'vestido-midi-linho')
    expect(dress).toMatchObject({ sold_count: 1, status: 'sold_out' })
  })

  it('filters by status and searches title words and the slug start', async () => {
    const { api } = fixture()
    const expired = await api.list(1, { status: 'expired' })
    expect(expired.items.map((item) => item.slug)).toEqual(['luminaria-de-mesa'])
    const found = await api.list(1, { q: 'tenis corrida' })
    expect(found.items.map((item) => item.slug)).toEqual(['tenis-de-corrida'])
    expect((await api.list(1, { q: 'vale-pre' })).items).toHaveLength(1)
  })

  it('pages with a cursor', async () => {
    const { api } = fixture()
    const first = await api.list(1, { limit: 4 })
    expect(first.items).toHaveLength(4)
    const second = await api.list(1, { limit: 4, cursor: first.next_cursor! })
    expect(second.next_cursor).toBeNull()
    expect(first.items.length + second.items.length).toBe(7)
  })

  it('creates with a slug made from the title, and refuses a taken one on its field', async () => {
    const { api } = fixture()
    const created = await api.create(1, input)
    expect(created).toMatchObject({
      slug: 'caneca-de-ceramica',
      status: 'active',
      public_url: 'https://pagar.lojaaurora.com.br/pay/caneca-de-ceramica',
    })
    const taken = await refusal(api.create(1, { ...input, slug: 'tenis-de-corrida' }))
    expect(taken.statusCode).toBe(409)
    expect(fieldErrorsOf(taken).slug).toBe('Este endereço já está em uso: escolha outro.')
  })

  it('refuses inactive or static pix methods, too many installments, a past expiry', async () => {
    const { api } = fixture()
    const inactive = await refusal(api.create(1, { ...input, gateway_ids: [2] }))
    expect(fieldErrorsOf(inactive).gateway_ids).toMatch(/ativas/)
    const staticPix = await refusal(api.create(1, { ...input, gateway_ids: [9] }))
    expect(fieldErrorsOf(staticPix).gateway_ids).toMatch(/estático/)
    const installments = await refusal(api.create(1, { ...input, max_installments: 24 }))
    expect(fieldErrorsOf(installments).max_installments).toMatch(/até 12x/)
    const past = await refusal(api.create(1, { ...input, expires_at: '2026-01-01T00:00:00Z' }))
    expect(fieldErrorsOf(past).expires_at).toMatch(/futuro/)
  })

  it('duplicates switched off under a free slug', async () => {
    const { api } = fixture()
    const copy = await api.duplicate(1, 4)
    expect(copy).toMatchObject({
      slug: 'tenis-de-corrida-copia',
      title: 'Tênis de corrida (cópia)',
      active: false,
      sold_count: 0,
    })
    expect((await api.duplicate(1, 4)).slug).toBe('tenis-de-corrida-copia-2')
  })

  it('deletes only a link without payments; counts its totals from them', async () => {
    const { api, state } = fixture()
    const refused = await refusal(api.remove(1, 4))
    expect(refused.statusCode).toBe(409)
    await api.remove(1, 7)
    expect(state.links.some((item) => item.id === 7)).toBe(false)
    expect(await api.totals(1, 4)).toEqual({
      payments_count: 1,
      paid_count: 1,
      received_cents: 32_000,
      refunded_cents: 12_000,
    })
  })

  it('answers the feed of the links on offer', async () => {
    const { api } = fixture()
    const feed = v.parse(LinkFeedInfoSchema, await api.feed(1))
    expect(feed.items_count).toBe(5)
    expect(feed.preview.find((item) => item.id === '3')).toMatchObject({
      price: '259.90 BRL',
      availability: 'out_of_stock',
    })
    expect(feed.preview.find((item) => item.id === '6')?.price).toBe('5.00 BRL')
  })
})
