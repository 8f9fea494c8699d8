export {
  GatewaysOverviewScreen,
  type GatewaysOverviewScreenProps,
} from './GatewaysOverviewScreen.tsx'
