import { parseBody } from '../../http/field-errors.ts'
import type { Lang } from '../../validation/index.ts'
import type { EcommercePlatformApi } from './api.ts'
import {
  defaultPlatformSettings,
  PlatformSettingsInputSchema,
  type PlatformSettings,
} from './settings.ts'

export interface EcommercePlatformFixtureState {
  settings: PlatformSettings
  /** Who saves, as the server would record it. */
  actorName: string
}

export function sampleEcommercePlatformState(empty: boolean): EcommercePlatformFixtureState {
  const base = defaultPlatformSettings('Loja Exemplo')
  if (empty)
    return { settings: { ...base, updated_at: null, updated_by: null }, actorName: 'Ana Souza' }
  return {
    actorName: 'Ana Souza',
    settings: {
      ...base,
      domain: 'lojaexemplo.com.br',
      contact_email: 'contato@lojaexemplo.com.br',
      contact_phone: '11987654321',
      legal_name: 'Loja Exemplo Comércio Ltda.',
      cnpj: '11222333000181',
      social: {
        instagram: 'https://instagram.com/lojaexemplo',
        facebook: 'https://facebook.com/lojaexemplo',
        tiktok: '',
        youtube: '',
        x: '',
      },
      updated_at: '2026-11-20T14:30:00.000Z',
      updated_by: 'Ana Souza',
    },
  }
}

/** In memory, checked by the same schema as the server (field errors alike). */
export function createEcommercePlatformFixture(
  state: EcommercePlatformFixtureState,
  now: () => Date,
  lang: Lang,
): EcommercePlatformApi {
  return {
    getSettings: async () => structuredClone(state.settings),
    saveSettings: async (_appId, input) => {
      const values = parseBody(PlatformSettingsInputSchema, input, lang)
      state.settings = {
        ...values,
        updated_at: now().toISOString(),
        updated_by: state.actorName,
      }
      return structuredClone(state.settings)
    },
  }
}
