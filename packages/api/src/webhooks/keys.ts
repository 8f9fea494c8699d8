import type { WebhookDeliveryQuery } from './schema.ts'

export const webhookKeys = {
  all: (appId: number) => ['webhooks', appId] as const,
  list: (appId: number) => [...webhookKeys.all(appId), 'list'] as const,
  /** One filtered list; the cursor is part of swr/infinite's page key, not of this one. */
  deliveries: (appId: number, filters: Omit<WebhookDeliveryQuery, 'cursor'>) =>
    [...webhookKeys.all(appId), 'deliveries', filters] as const,
}
