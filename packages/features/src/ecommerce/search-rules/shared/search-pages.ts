import { href } from '../../../routes/manifest.ts'
import type { AreaPage } from '../../../shared/AreaHeader.tsx'

/** The search options' pages, in the order the tabs show them (section 2's sub-navigation). */
export type SearchPage = 'term-rules' | 'fixed-rules' | 'agreement'

export function searchPages(appId: number): AreaPage<SearchPage>[] {
  const appID = appId
  return [
    {
      page: 'term-rules',
      label: 'Por termo',
      href: href('ecommerce-search-term-rules', { appID }),
    },
    { page: 'fixed-rules', label: 'Fixas', href: href('ecommerce-search-fixed-rules', { appID }) },
    {
      page: 'agreement',
      label: 'Prioridade',
      href: href('ecommerce-search-agreement-percentage', { appID }),
    },
  ]
}
