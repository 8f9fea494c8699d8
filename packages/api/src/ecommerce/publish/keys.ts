export const ecommercePublishKeys = {
  all: (appId: number) => ['ecommerce', appId, 'publish'] as const,
  status: (appId: number) => [...ecommercePublishKeys.all(appId), 'status'] as const,
  publications: (appId: number) => [...ecommercePublishKeys.all(appId), 'publications'] as const,
}
