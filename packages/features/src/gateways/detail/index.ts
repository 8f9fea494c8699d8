export { GatewayDetailScreen, type GatewayDetailScreenProps } from './GatewayDetailScreen.tsx'
