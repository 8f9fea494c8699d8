import {
  DEFAULT_LAYOUT_CATALOG,
  DEFAULT_LAYOUT_PROJECT,
  LayoutCatalogSchema,
  LayoutProjectSchema,
} from '@vitrine/api'
import * as v from 'valibot'
import type { Database } from '../db/client.ts'
import { layoutSettings } from './schema.ts'

/**
 * The demo store's layout settings: its own theme name, colours and fonts, a tag manager in the
 * head, the maintenance page written but off; 36 products per page, best sellers first, sold-out
 * ones last, "em até 10× sem juros", portrait images. Added once.
 */
export async function seedLayoutSettingsDemo(
  db: Database,
  appId: number,
  now: Date,
): Promise<void> {
  const project = v.parse(LayoutProjectSchema, {
    ...DEFAULT_LAYOUT_PROJECT,
    theme_name: 'Tropical 2026',
    domain: 'www.lojademo.com.br',
    colors: {
      primary: '#0f766e',
      secondary: '#334155',
      background: '#fffdf7',
      text: '#1c1917',
      accent: '#b45309',
    },
    fonts: { heading: 'didone', body: 'humanist' },
    head_scripts:
      '<!-- Google Tag Manager -->\n<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-DEMO"></script>',
    maintenance: {
      enabled: false,
      title: 'Voltamos já',
      message: 'Estamos arrumando a vitrine. Volte em alguns minutos.',
      allowed_ips: ['203.0.113.10'],
    },
  })
  const catalog = v.parse(LayoutCatalogSchema, {
    ...DEFAULT_LAYOUT_CATALOG,
    per_page: 36,
    default_sort: 'best_sellers',
    out_of_stock: 'last',
    price_display: { mode: 'installments', installments: 10, interest_free: true },
    image_ratio: '3:4',
  })
  await db
    .insert(layoutSettings)
    .values({
      appId,
      project,
      projectUpdatedAt: now,
      projectUpdatedBy: 'Vitrine',
      catalog,
      catalogUpdatedAt: now,
      catalogUpdatedBy: 'Vitrine',
    })
    .onConflictDoNothing()
}
