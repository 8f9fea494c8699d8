// Pagamentos › Split › a gateway's sellers: the list, the seller's form, balances and parts.
export { SplitSellersScreen, type SplitSellersScreenProps } from './SplitSellersScreen.tsx'
