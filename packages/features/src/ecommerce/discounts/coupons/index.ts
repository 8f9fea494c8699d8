export { CouponsScreen, type CouponsScreenProps } from './CouponsScreen.tsx'
