export { LinkFormScreen, type LinkFormScreenProps } from './LinkFormScreen.tsx'
