import type { CustomFieldGroup } from './schema.ts'

export const checkoutFieldKeys = {
  all: (appId: number) => ['checkout-fields', appId] as const,
  list: (appId: number, group?: CustomFieldGroup) =>
    [...checkoutFieldKeys.all(appId), group ?? 'all'] as const,
}
