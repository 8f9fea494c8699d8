import { describe, expect, it } from 'vitest'
import {
  cardBrandOf,
  dueFactorOf,
  isLuhnValid,
  isValidCnpj,
  isValidCpf,
  parseBoleto,
  parsePixBrCode,
} from '@vitrine/api'
import page from './pages/pagamentos/formatos.md?raw'

/*
 * The payment formats page shows examples from the shared test vectors; each is read here by
 * the code the server and the panel use, and must say what the page says of it.
 */
const shown = (text: string) => expect(page).toContain(text)

describe('the payment formats page', () => {
  it('reads its pix BR Code as the page explains it', () => {
    const code =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'
    shown(code)
    const read = parsePixBrCode(code)
    expect(read).toMatchObject({
      valid: true,
      key: '123e4567-e12b-12d1-a456-426655440000',
      amountCents: null,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      crc: '1D3D',
    })
  })

  it('reads its bank boleto, both ways, with the amount and due date given', () => {
    const barcode = '10499898100000214032006561000100040099726390'
    const linha = '10492.00650 61000.100042 00997.263900 9 89810000021403'
    shown(barcode)
    shown(linha)
    shown('R$ 214,03, fator 8981, vencimento 10/05/2022')
    for (const input of [barcode, linha]) {
      expect(parseBoleto(input, { referenceDate: '2022-05-01' })).toMatchObject({
        valid: true,
        amountCents: 21403,
        factor: 8981,
        dueDate: '2022-05-10',
        barcode,
      })
    }
  })

  it('reads its convênio boleto', () => {
    const barcode = '83860000005096000190000008017823000034306271'
    const linha = '838600000050 096000190009 000801782309 000343062712'
    shown(barcode)
    shown(linha)
    expect(parseBoleto(linha)).toMatchObject({ valid: true, barcode, amountCents: 50960 })
  })

  it('gives the due factor its restart', () => {
    shown('9999 em 21/02/2025')
    shown('1000 em 22/02/2025')
    expect(dueFactorOf('2025-02-21')).toBe(9999)
    expect(dueFactorOf('2025-02-22')).toBe(1000)
  })

  it('checks its documents as it says', () => {
    for (const valid of ['295.379.955-93']) {
      shown(valid)
      expect(isValidCpf(valid)).toBe(true)
    }
    for (const valid of ['11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      shown(valid)
      expect(isValidCnpj(valid)).toBe(true)
    }
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true)
    expect(isValidCpf('000.000.000-00')).toBe(false)
  })

  it('checks its card numbers by Luhn', () => {
    shown('`4242 4242 4242 4242` passa')
    shown('`4242 4242 4242 4241` não')
    expect(isLuhnValid('4242424242424242')).toBe(true)
    expect(isLuhnValid('4242424242424241')).toBe(false)
    expect(cardBrandOf('4242424242424242')).toBe('visa')
  })
})
