import { parseBody } from '../http/field-errors.ts'
import { UPLOADED_FILES_PATH } from '../links/schema.ts'
import type { Lang } from '../validation/index.ts'
import type { LayoutSettingsApi } from './api.ts'
import {
  DEFAULT_LAYOUT_CATALOG,
  DEFAULT_LAYOUT_PROJECT,
  LayoutCatalogSchema,
  LayoutProjectSchema,
  type LayoutSettings,
} from './schema.ts'

/** The sample store's settings: its own domain and colours, installments shown, the store open. */
export function sampleLayoutSettings(empty: boolean): LayoutSettings {
  if (empty) {
    return {
      project: structuredClone(DEFAULT_LAYOUT_PROJECT),
      catalog: structuredClone(DEFAULT_LAYOUT_CATALOG),
      project_updated_at: null,
      project_updated_by: null,
      catalog_updated_at: null,
      catalog_updated_by: null,
    }
  }
  return {
    project: {
      theme_name: 'Tropical 2026',
      domain: 'www.lojaexemplo.com.br',
      favicon_url: null,
      colors: {
        primary: '#0f766e',
        secondary: '#334155',
        background: '#fffdf7',
        text: '#1c1917',
        accent: '#b45309',
      },
      fonts: { heading: 'didone', body: 'humanist' },
      head_scripts:
        '<!-- Google Tag Manager -->\n<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-XXXX"></script>',
      body_scripts: '',
      maintenance: {
        enabled: false,
        title: 'Voltamos já',
        message: 'Estamos arrumando a vitrine. Volte em alguns minutos.',
        allowed_ips: ['203.0.113.10'],
      },
    },
    catalog: {
      per_page: 36,
      default_sort: 'best_sellers',
      out_of_stock: 'last',
      price_display: { mode: 'installments', installments: 10, interest_free: true },
      image_ratio: '3:4',
    },
    project_updated_at: '2026-11-20T14:30:00.000Z',
    project_updated_by: 'Ana Souza',
    catalog_updated_at: '2026-11-21T09:10:00.000Z',
    catalog_updated_by: 'Ana Souza',
  }
}

/** In memory, checked by the same schemas as the server (field errors alike). */
export function createLayoutSettingsFixture(
  state: LayoutSettings,
  now: () => Date,
  lang: Lang,
  actorName = 'Ana Souza',
): LayoutSettingsApi {
  return {
    get: async () => structuredClone(state),
    async saveProject(_appId, input) {
      state.project = parseBody(LayoutProjectSchema, input, lang)
      state.project_updated_at = now().toISOString()
      state.project_updated_by = actorName
      return structuredClone(state)
    },
    async saveCatalog(_appId, input) {
      state.catalog = parseBody(LayoutCatalogSchema, input, lang)
      state.catalog_updated_at = now().toISOString()
      state.catalog_updated_by = actorName
      return structuredClone(state)
    },
    uploadImage: async () => ({ url: `${UPLOADED_FILES_PATH}${'0'.repeat(64)}.png` }),
  }
}
