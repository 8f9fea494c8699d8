// Recorrência › Assinaturas › uma assinatura: the merchant's view and the subscriber's page.
export {
  SubscriptionDetailScreen,
  type SubscriptionDetailScreenProps,
} from './SubscriptionDetailScreen.tsx'
