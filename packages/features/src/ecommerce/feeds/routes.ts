import { defineRoutes } from '../../routes/route.ts'
import { validateXmlEdit } from '../../routes/validators.ts'

/**
 * E-commerce › XML (issue 15 item 5, section 2): the store's product feeds, and a feed's form
 * (`new`, or its number; anything else is "Page Not Found"). Under the ecommerce level.
 */
export const feedsRoutes = defineRoutes([
  {
    name: 'ecommerce-xml',
    path: '/:appID/ecommerce/xml',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-xml-edit',
    path: '/:appID/ecommerce/xml/edit/:xmlID?',
    layout: 'general',
    login: true,
    area: 'ecommerce',
    validate: validateXmlEdit,
  },
])

export type FeedsRouteName = (typeof feedsRoutes)[number]['name']
