import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sampleLinks } from '@vitrine/api/fixture'
import {
  dayOfExpiry,
  expiryOfDay,
  linkFormDefaults,
  linkFormSchema,
  type LinkFormValues,
} from './link-form.ts'

const filled: LinkFormValues = {
  ...linkFormDefaults(),
  title: 'Caneca de cerâmica',
  amount_cents: '1.049,90',
  gateway_ids: ['1', '5'],
  max_installments: '3',
  expires_at: '2026-12-24',
  quantity_limit: '50',
  slug: 'caneca-de-ceramica',
}

/** The field messages a form gets, by path. */
function messagesOf(values: LinkFormValues) {
  const result = v.safeParse(linkFormSchema, values, { lang: 'pt-BR' })
  const messages: Record<string, string> = {}
  // The first message of each field is the one it shows.
  for (const issue of result.issues ?? []) messages[v.getDotPath(issue)!] ??= issue.message
  return messages
}

describe('link form ↔ input', () => {
  it('turns what was typed into the contract’s input', () => {
    expect(v.parse(linkFormSchema, filled)).toEqual({
      slug: 'caneca-de-ceramica',
      title: 'Caneca de cerâmica',
      description: '',
      image_url: null,
      amount_mode: 'fixed',
      amount_cents: 104_990,
      min_cents: null,
      gateway_ids: [1, 5],
      max_installments: 3,
      expires_at: '2026-12-25T02:59:00.000Z',
      quantity_limit: 50,
      ask_address: false,
      active: true,
    })
  })

  it('sends only the chosen mode’s amount', () => {
    const open = v.parse(linkFormSchema, {
      ...filled,
      amount_mode: 'open',
      min_cents: '5',
      quantity_limit: '',
      expires_at: '',
    })
    expect(open).toMatchObject({
      amount_cents: null,
      min_cents: 500,
      quantity_limit: null,
      expires_at: null,
    })
  })

  it('speaks in reais and names the mode’s own field', () => {
    expect(messagesOf({ ...filled, amount_cents: '' })).toEqual({
      amount_cents: 'Valor é obrigatório.',
    })
    expect(messagesOf({ ...filled, amount_cents: '0,50' }).amount_cents).toMatch(
      /entre R\$\s1,00 e R\$\s10\.000\.000,00/,
    )
    expect(messagesOf({ ...filled, amount_mode: 'open', min_cents: 'doze' }).min_cents).toMatch(
      /valor em reais/,
    )
    expect(messagesOf({ ...filled, gateway_ids: [] }).gateway_ids).toBe(
      'Escolha pelo menos uma forma de pagamento.',
    )
    expect(messagesOf({ ...filled, slug: '-caneca' }).slug).toMatch(/letras minúsculas/)
    expect(messagesOf({ ...filled, quantity_limit: '2,5' }).quantity_limit).toMatch(/inteiro/)
  })

  it('shows a stored link as typed values, and saves it back unchanged', () => {
    const stored = sampleLinks.find((link) => link.slug === 'vale-presente-natal')!
    const shown = linkFormDefaults(stored)
    expect(shown).toMatchObject({
      amount_cents: '100,00',
      gateway_ids: ['1', '5', '8'],
      expires_at: '2026-12-24',
      max_installments: '3',
    })
    expect(v.parse(linkFormSchema, shown)).toMatchObject({
      amount_cents: stored.amount_cents,
      expires_at: stored.expires_at,
      gateway_ids: stored.gateway_ids,
    })
  })

  it('keeps an expiry on its São Paulo day both ways', () => {
    expect(expiryOfDay('2026-12-24')).toBe('2026-12-25T02:59:00.000Z')
    expect(dayOfExpiry('2026-12-25T02:59:00.000Z')).toBe('2026-12-24')
  })
})
