// Checkout › Campos personalizados: the store's questions in five groups, with the preview.
export { CustomFieldsScreen, type CustomFieldsScreenProps } from './CustomFieldsScreen.tsx'
export { checkoutCustomFieldsRoutes, type CheckoutCustomFieldsRouteName } from './routes.ts'
