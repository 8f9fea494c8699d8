export { SubscribeScreen, type SubscribeScreenProps } from './SubscribeScreen.tsx'
