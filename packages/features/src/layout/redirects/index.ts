export { RedirectsScreen, type RedirectsScreenProps } from './RedirectsScreen.tsx'
