export { NewAppScreen, type NewAppScreenProps } from './NewAppScreen.tsx'
