export const clusterKeys = {
  all: (appId: number) => ['clusters', appId] as const,
  list: (appId: number) => [...clusterKeys.all(appId), 'list'] as const,
  detail: (appId: number, clusterId: number) =>
    [...clusterKeys.all(appId), 'detail', clusterId] as const,
  usage: (appId: number, clusterId: number) =>
    [...clusterKeys.all(appId), 'usage', clusterId] as const,
}
