export { LinkDetailScreen, type LinkDetailScreenProps } from './LinkDetailScreen.tsx'
