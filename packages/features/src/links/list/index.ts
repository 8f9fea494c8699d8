export { LinkListScreen, type LinkListScreenProps } from './LinkListScreen.tsx'
