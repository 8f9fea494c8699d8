export { GatewayFormScreen, type GatewayFormScreenProps } from './GatewayFormScreen.tsx'
