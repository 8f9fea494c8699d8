import { describe, expect, it } from 'vitest'
import { accountLabel, journalLabel } from './money-trail-labels.ts'

describe('the money trail’s words', () => {
  const names = new Map([[7, 'Ateliê Maré Alta']])
  const sellerName = (id: number) => names.get(id)

  it('names a split seller’s balances, by its number when the page does not know it', () => {
    expect(accountLabel('seller_pending:7', sellerName)).toBe(
      'Vendedor Ateliê Maré Alta · a liberar',
    )
    expect(accountLabel('seller_available:7', sellerName)).toBe(
      'Vendedor Ateliê Maré Alta · disponível',
    )
    expect(accountLabel('seller_pending:8', sellerName)).toBe('Vendedor #8 · a liberar')
    expect(accountLabel('seller_available:9')).toBe('Vendedor #9 · disponível')
  })

  it('keeps the store’s accounts, and shows an unknown one as it is', () => {
    expect(accountLabel('merchant_available', sellerName)).toBe('Disponível')
    expect(accountLabel('wallet_in_transit')).toBe('wallet_in_transit')
  })

  it('says what the split’s journals did', () => {
    expect(journalLabel('split')).toBe('Divisão com os vendedores')
    expect(journalLabel('split_reversal')).toBe('Devolução dos vendedores')
    expect(journalLabel('split_release')).toBe('Liberado para o vendedor')
  })
})
