import useSWR from 'swr'
import { appKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Badge, EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { Store } from 'lucide-react'
import { AppCard } from '../../shared/AppCard.tsx'
import { hrefOf } from '../../routes/manifest.ts'
import { ResellerTabs } from '../shared/ResellerHeader.tsx'

export interface WhitelabelListScreenProps {
  /** The reseller whose panel this is (from the white-label data). */
  reseller: { name: string }
}

const storesLabel = (count: number) => (count === 1 ? '1 loja' : `${count} lojas`)

/**
 * Where a reseller's manager lands (/whitelabel/list): the reseller's name and the stores they
 * manage, each leading to its overview.
 */
export function WhitelabelListScreen({ reseller }: WhitelabelListScreenProps) {
  const api = useApi()
  const { data: apps, error, mutate } = useSWR(appKeys.list(), () => api.apps.list())

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-primary">Painel da revenda</p>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          {reseller.name}
          {apps?.length ? (
            <Badge tone="neutral" size="sm">
              {storesLabel(apps.length)}
            </Badge>
          ) : null}
        </h1>
        <p className="text-muted-foreground">As lojas que você gerencia nesta revenda.</p>
      </header>
      <ResellerTabs page="list" />

      {error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar as lojas da revenda"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => mutate()}
        />
      ) : !apps ? (
        <SkeletonGroup
          label="Carregando lojas"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="block" className="h-32" />
          ))}
        </SkeletonGroup>
      ) : apps.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<Store aria-hidden />}
          title="Nenhuma loja nesta revenda ainda"
          description="Quando uma loja for vinculada à revenda e você puder gerenciá-la, ela aparece aqui."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Lojas da revenda">
          {apps.map((app) => (
            <li key={app.id}>
              <AppCard app={app} href={hrefOf('overview', { appID: app.id })} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
