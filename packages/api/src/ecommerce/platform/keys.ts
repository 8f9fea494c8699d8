export const ecommercePlatformKeys = {
  settings: (appId: number) => ['ecommerce', appId, 'platform'] as const,
}
