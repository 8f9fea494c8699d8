export { GatewayListScreen, type GatewayListScreenProps } from './GatewayListScreen.tsx'
