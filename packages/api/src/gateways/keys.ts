import type { GatewayType } from './schema.ts'

export const gatewayKeys = {
  all: (appId: number) => ['gateways', appId] as const,
  list: (appId: number, type?: GatewayType) =>
    [...gatewayKeys.all(appId), 'list', type ?? 'all'] as const,
  detail: (appId: number, gatewayId: number) =>
    [...gatewayKeys.all(appId), 'detail', gatewayId] as const,
  installments: (appId: number) => ['installments', appId] as const,
}
