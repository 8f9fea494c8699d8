import useSWR from 'swr'
import { clusterKeys, type Cluster } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ConfirmDialog, Spinner } from '@vitrine/ui'

/**
 * Deleting asks first, and says where the cluster is used: the CMS elements and product feeds
 * whose conditions name it would then show or list nothing from it. Deleting is allowed anyway
 * (the merchant decides; a seasonal clean-up should not mean editing every shelf first).
 */
export function DeleteClusterDialog({
  appId,
  cluster,
  onOpenChange,
  onDeleted,
}: {
  appId: number
  cluster: Cluster | null
  onOpenChange: (open: boolean) => void
  onDeleted: (cluster: Cluster) => void
}) {
  const api = useApi()
  const usage = useSWR(cluster ? clusterKeys.usage(appId, cluster.id) : null, () =>
    api.clusters.usage(appId, cluster!.id),
  )
  const places = usage.data
    ? [
        ...usage.data.elements.map(
          (element) =>
            `Página «${element.page}» › ${element.placeholder}: ${element.name || 'vitrine sem título'}`,
        ),
        ...usage.data.feeds.map((feed) => `Feed de produtos «${feed.name}»`),
      ]
    : []
  return (
    <ConfirmDialog
      open={cluster !== null}
      onOpenChange={onOpenChange}
      title={`Excluir o cluster «${cluster?.name ?? ''}»?`}
      description="O cluster deixa de existir; os produtos continuam no catálogo."
      confirmLabel={places.length > 0 ? 'Excluir mesmo assim' : 'Excluir cluster'}
      tone="danger"
      onConfirm={async () => {
        await api.clusters.remove(appId, cluster!.id)
        onDeleted(cluster!)
      }}
    >
      {usage.error ? (
        <p className="text-sm text-danger">
          Não foi possível conferir onde o cluster é usado. Se excluir, as vitrines e feeds que o
          usam ficam sem os produtos dele.
        </p>
      ) : !usage.data ? (
        <p role="status" aria-busy="true" className="flex items-center gap-2 text-sm">
          <Spinner size="sm" decorative />
          Conferindo onde o cluster é usado…
        </p>
      ) : places.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma vitrine ou feed usa este cluster.</p>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          <p className="font-medium text-warning-foreground">
            {`Este cluster está em uso em ${places.length} ${places.length === 1 ? 'lugar' : 'lugares'}. Depois de excluído, eles ficam sem os produtos dele:`}
          </p>
          <ul aria-label="Onde o cluster é usado" className="list-disc pl-5">
            {places.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </div>
      )}
    </ConfirmDialog>
  )
}
