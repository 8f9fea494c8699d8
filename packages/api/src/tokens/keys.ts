export const tokenKeys = {
  all: (appId: number) => ['tokens', appId] as const,
  list: (appId: number) => [...tokenKeys.all(appId), 'list'] as const,
}
