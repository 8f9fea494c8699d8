import { describe, expect, it } from 'vitest'
import { EFI_TEMPLATE, efiText, readEfiText } from './efi-text.ts'

const sellers = [
  { id: 1, provider_account: '4402175' },
  { id: 2, provider_account: null },
]

const config = {
  divisaoTarifa: 'assumir_total',
  divisaoEstorno: 'assumir_total',
  minhaParte: { tipo: 'porcentagem', valor: '80.00' },
  repasses: [{ tipo: 'porcentagem', valor: '20.00', favorecido: { conta: '4402175' } }],
}

describe('the eficustom text', () => {
  it('reads a rule set into our rule, receivers by their provider account', () => {
    const reading = readEfiText(efiText(config), sellers)
    expect(reading.problems).toEqual([])
    expect(reading.draft?.shares).toEqual([{ seller_id: 1, kind: 'percent', basis_points: 2000 }])
  })

  it('says when the text is not JSON', () => {
    const reading = readEfiText('{ "repasses": [ }', sellers)
    expect(reading.config).toBeNull()
    expect(reading.problems[0]!.message).toMatch(/não é um JSON válido/)
  })

  it('gives the format’s own messages at its fields', () => {
    const reading = readEfiText(
      efiText({ ...config, minhaParte: { tipo: 'porcentagem', valor: '70.00' } }),
      sellers,
    )
    expect(reading.problems).toEqual([
      {
        path: 'minhaParte.valor',
        message:
          '"minhaParte" deve ser "80.00": com os repasses em porcentagem, o total precisa dar 100.00.',
      },
    ])
  })

  it('names an account no seller of the gateway has', () => {
    const unknown = {
      ...config,
      repasses: [{ ...config.repasses[0], favorecido: { conta: '999' } }],
    }
    const reading = readEfiText(efiText(unknown), sellers)
    expect(reading.draft).toBeNull()
    expect(reading.problems).toEqual([
      {
        path: 'repasses.0.favorecido.conta',
        message: 'Nenhum vendedor deste gateway recebe na conta 999: cadastre-o antes.',
      },
    ])
  })

  it('starts from a template that reads as it is', () => {
    expect(readEfiText(efiText(EFI_TEMPLATE), sellers).problems).toEqual([
      expect.objectContaining({ path: 'repasses' }),
    ])
  })
})
