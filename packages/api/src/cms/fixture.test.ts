import { describe, expect, test } from 'vitest'
import { ApiError } from '../http/api-error.ts'
import { ELEMENT_KINDS } from './elements.ts'
import { createCmsFixture, largeCmsState, SAMPLE_LAYOUT_ID, sampleCmsState } from './fixture.ts'

const now = () => new Date('2026-11-21T12:00:00.000Z')
const cms = () => createCmsFixture(sampleCmsState(), now, 'pt-BR')

describe('CMS fixture', () => {
  test('the sample home page has every kind, in placeholder order', async () => {
    const { page, elements } = await cms().page(SAMPLE_LAYOUT_ID, 'home')
    expect(page.placeholders.map((p) => p.key)).toEqual(['banner', 'destaques', 'conteudo'])
    expect(new Set(elements.map((e) => e.type))).toEqual(new Set(ELEMENT_KINDS))
    expect(elements.length).toBeGreaterThanOrEqual(12)
  })

  test('save drops temp- ids and read-only fields, as the server does', async () => {
    const api = cms()
    const { page } = await api.page(SAMPLE_LAYOUT_ID, 'home')
    const created = await api.save(SAMPLE_LAYOUT_ID, 'products', {
      page_id: page.id,
      placeholder: 'destaques',
      type: 'text',
      status: true,
      conditions: [{ id: 'temp-1', attribute: 'visible', condition: '=', value: true }],
    })
    expect(created).toMatchObject({ type: 'products', status: 1 })
    expect(created.type === 'products' && created.conditions).toEqual([
      { id: 1, attribute: 'visible', condition: '=', value: 1 },
    ])
  })

  test('order refuses a list that is not exactly a placeholder’s', async () => {
    const api = cms()
    const { page, elements } = await api.page(SAMPLE_LAYOUT_ID, 'home')
    const banner = elements.filter((e) => e.placeholder === 'banner').map((e) => e.content_id)
    const saved = await api.order(SAMPLE_LAYOUT_ID, {
      page_id: page.id,
      orders: [...banner].reverse(),
    })
    expect(
      saved.elements.filter((e) => e.placeholder === 'banner').map((e) => e.content_id),
    ).toEqual([...banner].reverse())
    await expect(
      api.order(SAMPLE_LAYOUT_ID, { page_id: page.id, orders: [banner[0]!] }),
    ).rejects.toBeInstanceOf(ApiError)
  })

  test('no SEO on global; the large state has 200 elements on home', async () => {
    await expect(cms().seo(SAMPLE_LAYOUT_ID, 'global')).rejects.toMatchObject({ statusCode: 404 })
    const large = createCmsFixture(largeCmsState(), now, 'pt-BR')
    expect((await large.page(SAMPLE_LAYOUT_ID, 'home')).elements).toHaveLength(200)
  })
})
