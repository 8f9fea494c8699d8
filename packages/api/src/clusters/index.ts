// Product clusters (issue 17 item 4): contract, texts, adapter.
export * from './schema.ts'
export type { ClustersApi } from './api.ts'
export { clusterKeys } from './keys.ts'
export { createHttpClustersApi } from './http.ts'
export { clusterText, type ClusterText } from './texts.ts'
