import type { ClusterDetail, ClusterInput, ClusterList, ClusterUsage } from './schema.ts'

/**
 * The store's product clusters (indexer service, `/apps/{appId}/clusters`), layout level: read
 * for the list, a cluster and where it is used; write for changes.
 */
export interface ClustersApi {
  list(appId: number, signal?: AbortSignal): Promise<ClusterList>
  get(appId: number, clusterId: number, signal?: AbortSignal): Promise<ClusterDetail>
  create(appId: number, input: ClusterInput): Promise<ClusterDetail>
  update(appId: number, clusterId: number, input: ClusterInput): Promise<ClusterDetail>
  /** Allowed while in use: the conditions naming it then match nothing (the panel warns first). */
  remove(appId: number, clusterId: number): Promise<void>
  usage(appId: number, clusterId: number, signal?: AbortSignal): Promise<ClusterUsage>
}
