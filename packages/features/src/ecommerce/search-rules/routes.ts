import { defineRoutes } from '../../routes/route.ts'

/**
 * E-commerce › Opções de busca (issue 15 item 2, section 2): rules by term (synonyms and
 * redirects), fixed rules (pinned products) and the agreement percentage ("Prioridade").
 * Under the ecommerce level.
 */
export const searchRulesRoutes = defineRoutes([
  {
    name: 'ecommerce-search-term-rules',
    path: '/:appID/ecommerce/search-options/term-rules',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-search-fixed-rules',
    path: '/:appID/ecommerce/search-options/fixed-rules',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-search-agreement-percentage',
    path: '/:appID/ecommerce/search-options/agreement-percentage',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
])

export type SearchRulesRouteName = (typeof searchRulesRoutes)[number]['name']
