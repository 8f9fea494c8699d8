import { describe, expect, it } from 'vitest'
import { cleanFilters, filterChips, isNarrowed } from './filters.ts'

describe('transaction filters', () => {
  it('leave blank entries out, so equal filters make one cache key', () => {
    expect(cleanFilters({ q: '', status: undefined, min_cents: 0, gateway_id: 3 })).toEqual({
      min_cents: 0,
      gateway_id: 3,
    })
    expect(isNarrowed({ q: '' })).toBe(false)
    expect(isNarrowed({ type: 'pix' })).toBe(true)
  })

  it('show one chip per filter in force, in words, each removable alone', () => {
    const filters = {
      q: 'ana',
      status: 'partial_refund',
      type: 'billet',
      gateway_id: 2,
      customer_id: 4,
      from: '2026-11-01',
      to: '2026-11-21',
      min_cents: 10_000,
    } as const
    const chips = filterChips(filters, {
      gateway: (id) => (id === 2 ? 'Boleto Itaú' : undefined),
    })
    expect(chips.map((chip) => `${chip.label}: ${chip.value}`)).toEqual([
      'Status: Estornado em parte',
      'Tipo: Boleto',
      'Meio: Boleto Itaú',
      'Cliente: nº 4',
      'Data: de 01/11/2026 a 21/11/2026',
      'Valor: a partir de R$\u00a0100,00',
    ])
    expect(chips[4]!.without(filters)).toEqual({
      q: 'ana',
      status: 'partial_refund',
      type: 'billet',
      gateway_id: 2,
      customer_id: 4,
      min_cents: 10_000,
    })
    expect(filterChips({ max_cents: 5_000, to: '2026-11-02' }).map((chip) => chip.value)).toEqual([
      'até 02/11/2026',
      'até R$\u00a050,00',
    ])
  })
})
