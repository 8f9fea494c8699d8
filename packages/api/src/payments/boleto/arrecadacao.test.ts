import { describe, expect, it } from 'vitest'
import {
  arrecadacaoBarcodeToLinha,
  arrecadacaoLinhaToBarcode,
  buildArrecadacaoBarcode,
  parseArrecadacao,
} from './arrecadacao.ts'

const REST = '01900000080178230000343062'.padEnd(29, '0')

describe('convênio boletos', () => {
  it('uses módulo 10 for value ids 6 and 7 and módulo 11 for 8 and 9', () => {
    // Energia elétrica (vectors.json, boleto_arrecadacao-01): value id 8.
    expect(
      buildArrecadacaoBarcode({
        segment: '3',
        valueId: '8',
        value: 50960,
        companyAndFreeField: '00190000008017823000034306271',
      }),
    ).toBe('83860000005096000190000008017823000034306271')
    for (const valueId of ['6', '7', '8', '9'] as const) {
      const barcode = buildArrecadacaoBarcode({
        segment: '5',
        valueId,
        value: 2999,
        companyAndFreeField: REST,
      })
      const linha = arrecadacaoBarcodeToLinha(barcode)
      expect(arrecadacaoLinhaToBarcode(linha)).toBe(barcode)
      expect(parseArrecadacao(linha)).toMatchObject({
        valid: true,
        valueId,
        amountCents: valueId === '6' || valueId === '8' ? 2999 : null,
        value: '00000002999',
      })
    }
  })

  it('reads the CNPJ root as the company in segment 6', () => {
    const barcode = buildArrecadacaoBarcode({
      segment: '6',
      valueId: '6',
      value: 100,
      companyAndFreeField: '12345678' + '0'.repeat(20) + '1',
    })
    expect(parseArrecadacao(barcode)).toMatchObject({ company: '12345678' })
  })

  it('names the block whose check digit fails, then the general digit', () => {
    const linha = '846300000003299902962024004101360008002006441147'
    expect(parseArrecadacao(linha.slice(0, 30) + '9' + linha.slice(31))).toMatchObject({
      valid: false,
      code: 'block_check_digit',
      field: 3,
    })
    const barcode = '84630000000299902962020041013600000200644114'
    expect(parseArrecadacao(barcode.slice(0, 3) + '9' + barcode.slice(4))).toMatchObject({
      code: 'general_check_digit',
      expected: '3',
      found: '9',
    })
  })

  it('refuses an unknown value id and bank boletos', () => {
    expect(parseArrecadacao('84530000000299902962020041013600000200644114')).toMatchObject({
      code: 'invalid_value_id',
      found: '5',
    })
    expect(parseArrecadacao('23791923600000123000413160097017109200029160')).toMatchObject({
      code: 'wrong_kind',
    })
    expect(parseArrecadacao('8463')).toMatchObject({ code: 'invalid_length' })
  })
})
