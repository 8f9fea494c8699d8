// Checkout › Apps de checkout › an app: its page, install, settings, uninstall.
export { MarketplaceAppScreen, type MarketplaceAppScreenProps } from './MarketplaceAppScreen.tsx'
