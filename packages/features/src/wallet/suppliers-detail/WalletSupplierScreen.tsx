import type { ReactNode } from 'react'
import type { Level, Supplier } from '@vitrine/api'
import { Alert, Card, ErrorState, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useWalletBalance, useWalletSettings } from '../shared/use-wallet.ts'
import { WalletHeader } from '../shared/WalletHeader.tsx'
import { WalletNoAccess } from '../shared/WalletNoAccess.tsx'
import { suppliersHref } from '../suppliers/supplier-links.ts'
import { categoryText } from '../suppliers/supplier-labels.ts'
import { ArchiveSupplierAction } from './ArchiveSupplierAction.tsx'
import { EditSupplierAction } from './EditSupplierAction.tsx'
import { PaySupplierAction } from './PaySupplierAction.tsx'
import { SupplierFacts } from './SupplierFacts.tsx'
import { SupplierNotFound } from './SupplierNotFound.tsx'
import { SupplierPayouts } from './SupplierPayouts.tsx'
import { isNotFound, useSupplier, useSupplierPayouts } from './use-supplier.ts'

export interface WalletSupplierScreenProps {
  appId: number
  /** The viewer's payments level (or the `__wallet` role's write): read sees; write pays. */
  level: Level
  supplierId: number
}

/**
 * One supplier (issue 12 item 6): who it is and where it receives, edited in a dialog; the
 * payments made to it with where each stands; "Pagar fornecedor" from the available balance,
 * confirmed before it is sent; archive and unarchive, each asked first.
 */
export function WalletSupplierScreen({ appId, level, supplierId }: WalletSupplierScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const supplier = useSupplier(appId, supplierId, allowed)
  const payouts = useSupplierPayouts(appId, supplierId, allowed)
  // What the payment dialog shows: asked only of those who may pay.
  const balance = useWalletBalance(appId, canWrite)
  const settings = useWalletSettings(appId, canWrite)

  const onChanged = async (changed: Supplier) => {
    await supplier.mutate(changed, { revalidate: false })
  }
  const onPaid = () => Promise.all([supplier.mutate(), payouts.reload(), balance.mutate()])

  let actions: ReactNode = null
  let body: ReactNode
  if (!allowed) {
    body = <WalletNoAccess />
  } else if (supplier.error && !supplier.data && isNotFound(supplier.error)) {
    body = <SupplierNotFound listHref={suppliersHref(appId)} />
  } else if (supplier.error && !supplier.data) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o fornecedor"
        message={errorMessage(supplier.error)}
        onRetry={() => {
          void supplier.mutate()
          void payouts.reload()
        }}
      />
    )
  } else if (!supplier.data) {
    body = <SupplierSkeleton />
  } else {
    const current = supplier.data
    actions = canWrite ? (
      <div role="group" aria-label="Ações do fornecedor" className="flex flex-wrap gap-2">
        {current.archived ? null : (
          <PaySupplierAction
            appId={appId}
            supplier={current}
            balance={balance.data}
            settings={settings.data}
            onPaid={onPaid}
          />
        )}
        <EditSupplierAction appId={appId} supplier={current} onSaved={onChanged} />
        <ArchiveSupplierAction appId={appId} supplier={current} onChanged={onChanged} />
      </div>
    ) : null
    body = (
      <>
        {canWrite ? null : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode consultar o fornecedor e os pagamentos feitos a ele; para pagar ou alterar, é
            preciso permissão de edição em Pagamentos.
          </Alert>
        )}
        {current.archived ? (
          <Alert tone="warning" data-slot="archived-note">
            Este fornecedor está arquivado: não pode ser pago.
            {canWrite ? ' Desarquive-o para pagá-lo de novo.' : ''}
          </Alert>
        ) : null}
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <SupplierFacts supplier={current} />
          <SupplierPayouts payouts={payouts} />
        </div>
      </>
    )
  }

  const shown = allowed ? supplier.data : undefined
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <WalletHeader
        appId={appId}
        page="suppliers"
        title={shown?.name ?? 'Fornecedor'}
        description={
          <>
            <Link href={suppliersHref(appId)} className="text-primary underline">
              Fornecedores
            </Link>
            {shown ? ` · ${categoryText(shown.category)}` : null}
            {shown?.archived ? ' · arquivado' : null}
          </>
        }
        actions={actions}
      />
      {body}
    </div>
  )
}

function SupplierSkeleton() {
  return (
    <SkeletonGroup
      label="Carregando o fornecedor"
      className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]"
    >
      {[6, 4].map((lines) => (
        <Card key={lines} className="px-5">
          <Skeleton className="w-40" />
          <SkeletonText lines={lines} />
        </Card>
      ))}
    </SkeletonGroup>
  )
}
