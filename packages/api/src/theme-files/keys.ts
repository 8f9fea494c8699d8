export const themeFileKeys = {
  all: (appId: number) => ['theme-files', appId] as const,
  tree: (appId: number) => [...themeFileKeys.all(appId), 'tree'] as const,
  file: (appId: number, path: string) => [...themeFileKeys.all(appId), 'file', path] as const,
  versions: (appId: number, path: string) =>
    [...themeFileKeys.all(appId), 'versions', path] as const,
  version: (appId: number, path: string, version: number) =>
    [...themeFileKeys.all(appId), 'version', path, version] as const,
  search: (appId: number, query: string) => [...themeFileKeys.all(appId), 'search', query] as const,
}
