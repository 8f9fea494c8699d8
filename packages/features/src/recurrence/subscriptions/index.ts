// Recorrência › Assinaturas: the list, the new subscription's dialog and the billing rules.
export { SubscriptionsScreen, type SubscriptionsScreenProps } from './SubscriptionsScreen.tsx'
