export { LinkFeedScreen, type LinkFeedScreenProps } from './LinkFeedScreen.tsx'
