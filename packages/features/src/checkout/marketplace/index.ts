// Checkout › Apps de checkout: the catalogue of checkout apps.
export { MarketplaceScreen, type MarketplaceScreenProps } from './MarketplaceScreen.tsx'
export { checkoutMarketplaceRoutes, type CheckoutMarketplaceRouteName } from './routes.ts'
