export const whitelabelKeys = {
  platforms: () => ['whitelabel', 'platforms'] as const,
}
