import type { SellerFilters } from './sellers.ts'

export const splitKeys = {
  all: (appId: number) => ['split', appId] as const,
  gateways: (appId: number) => [...splitKeys.all(appId), 'gateways'] as const,
  /** One filtered list; the cursor is part of swr/infinite's page key, not of this one. */
  sellers: (appId: number, gatewayId: number, filters: SellerFilters) =>
    [...splitKeys.all(appId), 'sellers', gatewayId, filters] as const,
  seller: (appId: number, gatewayId: number, sellerId: number) =>
    [...splitKeys.all(appId), 'seller', gatewayId, sellerId] as const,
  /** A seller's parts and balances; the cursor is part of swr/infinite's page key. */
  sellerParts: (appId: number, gatewayId: number, sellerId: number) =>
    [...splitKeys.all(appId), 'seller', gatewayId, sellerId, 'parts'] as const,
  rule: (appId: number, gatewayId: number) => [...splitKeys.all(appId), 'rule', gatewayId] as const,
  ruleHistory: (appId: number, gatewayId: number) =>
    [...splitKeys.all(appId), 'rule', gatewayId, 'history'] as const,
  ruleVersion: (appId: number, gatewayId: number, version: number) =>
    [...splitKeys.all(appId), 'rule', gatewayId, 'version', version] as const,
  efiCustom: (appId: number, gatewayId: number) =>
    [...splitKeys.all(appId), 'rule', gatewayId, 'eficustom'] as const,
}
