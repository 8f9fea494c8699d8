import type { ScreenTable } from '../screen-context.ts'

/** E-commerce › Opções de busca: rules by term, fixed rules, agreement percentage. */
export const screens: ScreenTable = {
  'ecommerce-search-term-rules': () => import('./ecommerce-search-term-rules.tsx'),
  'ecommerce-search-fixed-rules': () => import('./ecommerce-search-fixed-rules.tsx'),
  'ecommerce-search-agreement-percentage': () =>
    import('./ecommerce-search-agreement-percentage.tsx'),
}
