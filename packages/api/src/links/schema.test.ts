import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import {
  feedPrice,
  LINK_SLUG_PATTERN,
  LinkInputSchema,
  linkStatus,
  slugify,
  type LinkInput,
} from './schema.ts'

const valid: LinkInput = {
  title: 'Camiseta azul',
  amount_mode: 'fixed',
  amount_cents: 5990,
  gateway_ids: [1],
}

/** The field messages a body gets, in Portuguese. */
function fieldsOf(body: unknown): Record<string, string> {
  try {
    parseBody(LinkInputSchema, body, 'pt-BR')
  } catch (error) {
    return fieldErrorsOf(error) ?? {}
  }
  return {}
}

describe('LinkInputSchema', () => {
  it('fills the defaults and keeps only the mode’s amount', () => {
    const values = parseBody(LinkInputSchema, { ...valid, min_cents: 300 }, 'pt-BR')
    expect(values).toMatchObject({
      description: '',
      image_url: null,
      amount_cents: 5990,
      min_cents: null,
      max_installments: 1,
      expires_at: null,
      quantity_limit: null,
      ask_address: false,
      active: true,
    })
    const open = parseBody(
      LinkInputSchema,
      { ...valid, amount_mode: 'open', min_cents: 1000 },
      'pt-BR',
    )
    expect(open).toMatchObject({ amount_cents: null, min_cents: 1000 })
  })

  it('takes an uploaded image by its path, any other image by its absolute address', () => {
    const uploaded = `/api/payments/public/files/${'c'.repeat(64)}.jpg`
    expect(parseBody(LinkInputSchema, { ...valid, image_url: uploaded }, 'pt-BR').image_url).toBe(
      uploaded,
    )
    const elsewhere = 'https://cdn.example.com/a.png'
    expect(parseBody(LinkInputSchema, { ...valid, image_url: elsewhere }, 'pt-BR').image_url).toBe(
      elsewhere,
    )
    for (const image_url of ['/etc/passwd', '//evil.example/a.png', 'cdn.example.com/a.png']) {
      expect(fieldsOf({ ...valid, image_url }).image_url, image_url).toBe('Informe uma URL válida.')
    }
  })

  it('lowercases the slug and refuses one out of format, in Portuguese', () => {
    expect(parseBody(LinkInputSchema, { ...valid, slug: ' Promo-1 ' }, 'pt-BR').slug).toBe(
      'promo-1',
    )
    for (const slug of ['-promo', 'promo-', 'pro mo', 'promoção', 'a_b']) {
      expect(fieldsOf({ ...valid, slug }).slug).toMatch(/letras minúsculas/)
    }
    expect(fieldsOf({ ...valid, slug: 'ab' }).slug).toMatch(/Endereço do link deve ter/)
    expect(fieldsOf({ ...valid, slug: 'a'.repeat(61) }).slug).toBe(
      'Endereço do link deve ter entre 3 e 60 caracteres.',
    )
  })

  it('asks for what the amount mode needs', () => {
    expect(fieldsOf({ ...valid, amount_cents: null }).amount_cents).toBe('Informe o valor do link.')
    expect(fieldsOf({ ...valid, amount_mode: 'open' }).min_cents).toMatch(/valor mínimo/)
    expect(fieldsOf({ ...valid, amount_cents: 99 }).amount_cents).toMatch(/Valor deve estar/)
  })

  it('checks the rest of the fields', () => {
    const fields = fieldsOf({
      ...valid,
      title: ' ',
      gateway_ids: [],
      max_installments: 25,
      quantity_limit: 0,
      expires_at: 'amanhã',
      image_url: 'javascript:alert(1)',
    })
    expect(fields).toMatchObject({
      title: 'Título é obrigatório.',
      gateway_ids: 'Escolha pelo menos uma forma de pagamento.',
      expires_at: expect.stringMatching(/Data de expiração inválida/),
      image_url: 'Informe uma URL válida.',
    })
    expect(fields.max_installments).toMatch(/Máximo de parcelas/)
    expect(fields.quantity_limit).toMatch(/Limite de vendas/)
    expect(fieldsOf({ ...valid, gateway_ids: [2, 2] }).gateway_ids).toMatch(/só pode aparecer/)
  })
})

describe('slugify', () => {
  it('makes a valid slug of any title', () => {
    expect(slugify('Camiseta Básica — Azul!')).toBe('camiseta-basica-azul')
    expect(slugify('Ó')).toBe('o-link')
    expect(slugify('!!!')).toBe('link')
    const long = slugify('palavra '.repeat(20))
    expect(long.length).toBeLessThanOrEqual(60)
    for (const title of ['Camiseta Básica — Azul!', 'Ó', '!!!', 'palavra '.repeat(20)]) {
      expect(slugify(title)).toMatch(LINK_SLUG_PATTERN)
    }
  })
})

describe('linkStatus', () => {
  const now = new Date('2026-11-21T12:00:00Z')
  const link = { active: true, expires_at: null, quantity_limit: null, sold_count: 0 }
  it('lets inactive win, then expired, then sold out', () => {
    const past = '2026-11-20T12:00:00Z'
    expect(linkStatus(link, now)).toBe('active')
    expect(linkStatus({ ...link, quantity_limit: 2, sold_count: 2 }, now)).toBe('sold_out')
    expect(linkStatus({ ...link, quantity_limit: 2, sold_count: 2, expires_at: past }, now)).toBe(
      'expired',
    )
    expect(linkStatus({ ...link, active: false, expires_at: past }, now)).toBe('inactive')
  })
})

describe('feedPrice', () => {
  it('writes Google’s price format', () => {
    expect(feedPrice(1290)).toBe('12.90 BRL')
    expect(feedPrice(100)).toBe('1.00 BRL')
    expect(feedPrice(5)).toBe('0.05 BRL')
  })
})
