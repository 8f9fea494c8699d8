export const layoutSettingsKeys = {
  settings: (appId: number) => ['layout-settings', appId] as const,
}
