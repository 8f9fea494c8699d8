import { formatMoney, type Seller } from '@vitrine/api'
import { ErrorState, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'
import { errorMessage } from '../../shared/server-errors.ts'
import { ReleaseNowButton } from './ReleaseNowButton.tsx'
import { SellerParts } from './SellerParts.tsx'
import { useSellerParts } from './use-seller-parts.ts'

export interface SellerDetailProps {
  appId: number
  gatewayId: number
  seller: Seller
  /** Write level: "Liberar agora" is offered. */
  canWrite: boolean
  /** The panel's id, for the button that opens it. */
  id: string
}

/**
 * A seller's balances (pending until each part's release date, available to withdraw) and its
 * parts of the split payments, with "Liberar agora" for the store.
 */
export function SellerDetail({ appId, gatewayId, seller, canWrite, id }: SellerDetailProps) {
  const load = useSellerParts(appId, gatewayId, seller.id, true)
  let content
  if (load.error && !load.parts) {
    content = (
      <ErrorState
        titleAs="h4"
        title="Não foi possível carregar o saldo e as partes"
        message={errorMessage(load.error)}
        onRetry={() => void load.reload()}
      />
    )
  } else if (!load.parts || !load.balances) {
    content = (
      <SkeletonGroup label={`Carregando o saldo de ${seller.name}`}>
        <Skeleton className="h-6 w-64" />
        <SkeletonText lines={3} />
      </SkeletonGroup>
    )
  } else {
    const { pending_cents: pending, available_cents: available } = load.balances
    content = (
      <>
        <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
          <dl aria-label={`Saldo de ${seller.name}`} className="flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-sm text-muted-foreground">A liberar</dt>
              <dd className="text-xl font-semibold">{formatMoney(pending)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Disponível</dt>
              <dd
                className={
                  available < 0 ? 'text-xl font-semibold text-danger' : 'text-xl font-semibold'
                }
              >
                {formatMoney(available)}
              </dd>
            </div>
          </dl>
          {canWrite ? (
            <ReleaseNowButton
              appId={appId}
              gatewayId={gatewayId}
              sellerId={seller.id}
              sellerName={seller.name}
              pendingCents={pending}
              onReleased={() => void load.reload()}
            />
          ) : null}
        </div>
        {available < 0 ? (
          <p className="text-sm text-danger">
            Saldo disponível negativo: estornos levaram mais do que estava liberado, e o vendedor
            deve a diferença à loja.
          </p>
        ) : null}
        <SellerParts
          sellerName={seller.name}
          parts={load.parts}
          hasMore={load.hasMore}
          loadingMore={load.loadingMore}
          error={load.error}
          onLoadMore={() => void load.loadMore()}
        />
      </>
    )
  }
  return (
    <section
      id={id}
      aria-label={`Saldo e partes de ${seller.name}`}
      className="flex flex-col gap-4 border-t border-border pt-4"
    >
      {content}
    </section>
  )
}
