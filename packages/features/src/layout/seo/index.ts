export { SeoScreen, type SeoScreenProps } from './SeoScreen.tsx'
