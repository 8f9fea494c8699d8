export const checkoutMarketplaceKeys = {
  list: (appId: number) => ['checkout', appId, 'marketplace'] as const,
  app: (appId: number, slug: string) => ['checkout', appId, 'marketplace', slug] as const,
  decisions: (appId: number) =>
    ['checkout', appId, 'marketplace', 'antifraud', 'decisions'] as const,
}
