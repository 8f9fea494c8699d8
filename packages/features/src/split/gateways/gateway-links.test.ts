import { describe, expect, it } from 'vitest'
import { validateSplitGateway } from '../rules-routes.ts'
import { gatewaySlug } from './gateway-links.ts'

describe('gatewaySlug', () => {
  it('writes a gateway’s name as the address carries it', () => {
    expect(gatewaySlug({ name: 'Pix da loja', type: 'pix' })).toBe('pix-da-loja')
    expect(gatewaySlug({ name: 'QR Code do balcão', type: 'static-pix' })).toBe('qr-code-do-balcao')
    expect(gatewaySlug({ name: 'Contribuição de R$ 50', type: 'static-pix' })).toBe(
      'contribuicao-de-r-50',
    )
  })

  it('falls back to the type for a name without letters or digits', () => {
    expect(gatewaySlug({ name: '—', type: 'billet' })).toBe('billet')
  })

  it('always makes an address the sellers route accepts', () => {
    for (const name of ['Pix da loja', '—', 'x'.repeat(120), '  Cartão – pré-autorização  ']) {
      const slug = gatewaySlug({ name, type: 'creditcard' })
      expect(validateSplitGateway({ gatewayName: slug, gatewayID: '7' }).ok).toBe(true)
    }
  })
})
