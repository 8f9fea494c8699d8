// Pagamentos › Split: the store's gateways that split, with their sellers and rule in force.
export { SplitGatewaysScreen, type SplitGatewaysScreenProps } from './SplitGatewaysScreen.tsx'
