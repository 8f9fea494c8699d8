import { useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { clusterKeys, type Cluster, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, EmptyState, ErrorState, Skeleton, SkeletonGroup, useNotify } from '@vitrine/ui'
import { Boxes, Plus } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { LayoutNoAccess } from '../shared/LayoutNoAccess.tsx'
import { ClusterDialog } from './ClusterDialog.tsx'
import { ClusterList } from './ClusterList.tsx'
import { DeleteClusterDialog } from './DeleteClusterDialog.tsx'

export interface ClustersScreenProps {
  appId: number
  /** The layout level: read sees the clusters and their rules, write changes them. */
  level: Level
}

/**
 * Layout › Clusters (issue 17 item 4): named product collections, manual (picked and ordered)
 * or automatic (the catalogue filter's rules, counted live), which CMS elements and product
 * feeds use through the condition «Cluster». A cluster opens in a dialog.
 */
export function ClustersScreen({ appId, level }: ClustersScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const { mutate } = useSWRConfig()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useSWR(allowed ? clusterKeys.list(appId) : null, () => api.clusters.list(appId))
  const [editing, setEditing] = useState<{ id: number | null } | null>(null)
  const [deleting, setDeleting] = useState<Cluster | null>(null)

  const create = canWrite ? (
    <Button onClick={() => setEditing({ id: null })}>
      <Plus aria-hidden />
      Novo cluster
    </Button>
  ) : null

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">Layout</p>
          <h1 className="text-2xl font-semibold">Clusters</h1>
          <p className="text-muted-foreground">
            Coleções de produtos escolhidos à mão ou por regras. Use-as nas vitrines do CMS e nos
            feeds com a condição «Cluster».
          </p>
        </div>
        {allowed && list.data && list.data.items.length > 0 ? create : null}
      </header>
      {!allowed ? (
        <LayoutNoAccess />
      ) : list.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar os clusters"
          message={errorMessage(list.error)}
          onRetry={() => void list.mutate()}
        />
      ) : !list.data ? (
        <SkeletonGroup label="Carregando os clusters">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </SkeletonGroup>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Boxes aria-hidden />}
          title="Nenhum cluster ainda"
          description="Crie um cluster para reunir produtos — os mais vendidos do verão, os em promoção — e mostrá-los numa vitrine ou num feed."
          action={create}
        />
      ) : (
        <ClusterList
          clusters={list.data.items}
          canWrite={canWrite}
          onOpen={(cluster) => setEditing({ id: cluster.id })}
          onDelete={setDeleting}
        />
      )}
      <ClusterDialog
        appId={appId}
        clusterId={editing?.id ?? null}
        open={editing !== null}
        readOnly={!canWrite}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        onSaved={(cluster) => {
          setEditing(null)
          // The dialog opens next time on what was saved, not on the answer cached before.
          void mutate(clusterKeys.detail(appId, cluster.id), cluster, { revalidate: false })
          notify({ type: 'success', message: `Cluster «${cluster.name}» salvo.` })
          void list.mutate()
        }}
      />
      <DeleteClusterDialog
        appId={appId}
        cluster={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        onDeleted={(cluster) => {
          setDeleting(null)
          notify({ type: 'success', message: `Cluster «${cluster.name}» excluído.` })
          void list.mutate()
        }}
      />
    </div>
  )
}
