import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ELEMENT_INPUT_SCHEMAS } from './elements.ts'
import { toElementRequest, type ElementFormValue } from './wire.ts'

const productsForm: ElementFormValue = {
  content_id: 7,
  page_id: 3,
  placeholder: 'destaques',
  type: 'products',
  entity: 'product',
  created_at: '2026-10-02T13:00:00.000Z',
  updated_at: '2026-10-02T13:00:00.000Z',
  position: 2,
  status: true,
  new_tab: false,
  title: 'Mais vendidos',
  limit: 8,
  visibility_by_entities: {
    categories: { status: true, ids: [3] },
    products: { status: false, ids: [9, 10], note: 'dropped' },
  },
  conditions: [
    { id: 1, attribute: 'categories.id', condition: '=', value: 3 },
    { id: 'temp-1a2b', attribute: 'stock.has', condition: '=', value: true },
    { id: 'temp-9', attribute: 'prices.price', condition: 'order', order: 'asc' },
  ],
}

describe('toElementRequest', () => {
  test('without files: JSON, read-only fields stripped, booleans 1/0, temp- ids dropped', () => {
    const request = toElementRequest(productsForm)
    expect(request.multipart).toBe(false)
    const body = request.body as Record<string, unknown>
    for (const field of ['type', 'entity', 'created_at', 'updated_at', 'position'])
      expect(body).not.toHaveProperty(field)
    expect(body.status).toBe(1)
    expect(body.new_tab).toBe(0)
    expect(body.content_id).toBe(7)
    expect(body.conditions).toEqual([
      { id: 1, attribute: 'categories.id', condition: '=', value: 3 },
      { attribute: 'stock.has', condition: '=', value: 1 },
      { attribute: 'prices.price', condition: 'order', order: 'asc' },
    ])
    expect(body.visibility_by_entities).toEqual({
      categories: { status: 1, ids: [3] },
      products: { status: 0 },
    })
    // What goes out is what the server's schema takes.
    expect(v.safeParse(ELEMENT_INPUT_SCHEMAS.products, body).success).toBe(true)
  })

  test('a new element sends no content_id', () => {
    const { body } = toElementRequest({ ...productsForm, content_id: null })
    expect(body).not.toHaveProperty('content_id')
  })

  test('with image files: multipart, flags as "1"/"0", structures as JSON, files by path', async () => {
    const desktop = new File([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' })
    const itemMobile = new File([new Uint8Array([4])], 'slide.webp', { type: 'image/webp' })
    const request = toElementRequest({
      page_id: 3,
      placeholder: 'banner',
      type: 'images',
      status: false,
      new_tab: true,
      desktop_image: desktop,
      mobile_image: null,
      visibility_period: { start: '2026-12-01', end: null, weekdays: ['sunday'] },
      items: [{ alt: 'Slide 1', link: '', desktop_image: '/kept.png', mobile_image: itemMobile }],
    })
    expect(request.multipart).toBe(true)
    const form = request.body as FormData
    expect(form.get('status')).toBe('0')
    expect(form.get('new_tab')).toBe('1')
    expect(form.get('type')).toBeNull()
    expect(form.get('mobile_image')).toBe('')
    expect(form.get('page_id')).toBe('3')
    expect(JSON.parse(form.get('visibility_period') as string)).toEqual({
      start: '2026-12-01',
      end: null,
      weekdays: ['sunday'],
    })
    expect(JSON.parse(form.get('items') as string)).toEqual([
      { alt: 'Slide 1', link: '', desktop_image: '/kept.png', mobile_image: null },
    ])
    const file = form.get('desktop_image') as File
    expect(file.name).toBe('banner.png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    expect((form.get('items.0.mobile_image') as File).name).toBe('slide.webp')
  })
})
