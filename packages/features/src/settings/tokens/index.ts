export { TokensScreen, type TokensScreenProps } from './TokensScreen.tsx'
