import type { ScreenTable } from '../screen-context.ts'

/** E-commerce › XML: the product feeds and a feed's form. */
export const screens: ScreenTable = {
  'ecommerce-xml': () => import('./ecommerce-xml.tsx'),
  'ecommerce-xml-edit': () => import('./ecommerce-xml-edit.tsx'),
}
