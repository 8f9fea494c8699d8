export const checkoutAppearanceKeys = {
  state: (appId: number) => ['checkout', appId, 'appearance'] as const,
}
