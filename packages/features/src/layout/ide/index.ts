export { IdeScreen, type IdeScreenProps } from './IdeScreen.tsx'
