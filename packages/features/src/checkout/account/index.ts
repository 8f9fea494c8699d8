export { AccountScreen, type AccountScreenProps } from './AccountScreen.tsx'
