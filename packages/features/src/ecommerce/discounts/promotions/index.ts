export { PromotionsScreen, type PromotionsScreenProps } from './PromotionsScreen.tsx'
