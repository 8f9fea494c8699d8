// Checkout › Aparência do checkout: the store's checkout look, with a live preview.
export {
  CheckoutAppearanceScreen,
  type CheckoutAppearanceScreenProps,
} from './CheckoutAppearanceScreen.tsx'
export { checkoutAppearanceRoutes, type CheckoutAppearanceRouteName } from './routes.ts'
