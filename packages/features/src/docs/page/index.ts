export { DocsScreen, DocsNotFound, type DocsScreenProps } from './DocsScreen.tsx'
