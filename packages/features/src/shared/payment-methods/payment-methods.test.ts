import { describe, expect, it } from 'vitest'
import { sampleGateways } from '@vitrine/api/fixture'
import {
  installmentCapOptions,
  installmentsCap,
  linkableGateways,
  maxInstallmentsOf,
} from './payment-methods.ts'

describe('methods and installments', () => {
  it('offers active gateways only, never a static pix', () => {
    const names = linkableGateways(sampleGateways).map((gateway) => gateway.id)
    expect(names).toEqual([1, 3, 5, 6, 7, 8, 11])
  })

  it('bounds installments by the chosen card gateways and the setup', () => {
    expect(installmentsCap(sampleGateways, ['1', '3'], 12)).toBe(1)
    expect(installmentsCap(sampleGateways, ['1', '5'], 12)).toBe(12)
    expect(installmentsCap(sampleGateways, ['5'], 10)).toBe(10)
    expect(installmentsCap(sampleGateways, ['8', '1'], 24)).toBe(12)
    expect(installmentCapOptions(3).map((option) => option.label)).toEqual([
      '1x (à vista)',
      'Até 2x',
      'Até 3x',
    ])
  })

  it('splits only card and installment-pix charges', () => {
    expect(maxInstallmentsOf(undefined)).toBe(1)
    expect(maxInstallmentsOf(sampleGateways.find((gateway) => gateway.type === 'pix'))).toBe(1)
    expect(maxInstallmentsOf(sampleGateways.find((gateway) => gateway.id === 5))).toBe(12)
  })
})
