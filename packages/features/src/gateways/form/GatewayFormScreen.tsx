import type { ReactNode } from 'react'
import type { GatewayType, Level } from '@vitrine/api'
import { Alert, Button, Card, ErrorState, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'
import { errorMessage } from '../../shared/server-errors.ts'
import { Link } from '../../routes/navigation.tsx'
import { gatewayTypeTexts } from '../shared/gateway-types.ts'
import { GatewayNotFound } from '../shared/GatewayNotFound.tsx'
import { GatewaysBreadcrumb } from '../shared/GatewaysBreadcrumb.tsx'
import { GatewaysNoAccess } from '../shared/GatewaysNoAccess.tsx'
import { gatewayDetailHref, gatewayListHref, gatewaysOverviewHref } from '../shared/links.ts'
import { isNotFound, useGateway } from '../shared/use-gateways.ts'
import { GatewayForm } from './GatewayForm.tsx'

export interface GatewayFormScreenProps {
  appId: number
  type: GatewayType
  /** The gateway to edit; absent on "new". */
  gatewayId?: number
  /** The viewer's payments level: only write may create or change a gateway. */
  level: Level
}

/** "Novo pix" or "Editar «Pix da loja»": one form for every type, with the type's settings. */
export function GatewayFormScreen({ appId, type, gatewayId, level }: GatewayFormScreenProps) {
  const editing = gatewayId !== undefined
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const texts = gatewayTypeTexts[type]
  const listHref = gatewayListHref(type, appId)
  // Read level changes nothing: it is not even asked for the gateway it may not edit.
  const detail = useGateway(appId, gatewayId ?? null, canWrite)
  const gateway = detail.data?.type === type ? detail.data : undefined
  const missing = (detail.error && isNotFound(detail.error)) || (detail.data && !gateway)
  const backHref = editing ? gatewayDetailHref(type, appId, gatewayId) : listHref
  const title = editing ? (gateway ? `Editar ${gateway.name}` : 'Editar') : texts.newLabel

  let body: ReactNode
  if (!allowed) {
    body = <GatewaysNoAccess />
  } else if (!canWrite) {
    body = (
      <Alert tone="info" data-slot="read-only-note">
        <p>
          {editing
            ? 'Você pode ver este meio de pagamento, mas não alterá-lo: é preciso permissão de edição em Pagamentos.'
            : 'Para cadastrar meios de pagamento, é preciso permissão de edição em Pagamentos.'}
        </p>
        <Button asChild variant="secondary" size="sm" className="mt-2 w-fit">
          <Link href={backHref}>
            {editing ? 'Ver o meio de pagamento' : `Voltar para ${texts.name}`}
          </Link>
        </Button>
      </Alert>
    )
  } else if (!editing) {
    body = <GatewayForm appId={appId} type={type} backHref={backHref} />
  } else if (missing) {
    body = <GatewayNotFound listHref={listHref} listName={texts.name} />
  } else if (detail.error && !gateway) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o meio de pagamento"
        message={errorMessage(detail.error)}
        onRetry={() => detail.mutate()}
      />
    )
  } else if (!gateway) {
    body = (
      <SkeletonGroup label="Carregando o meio de pagamento" className="gap-6">
        {[5, 4, 2].map((lines) => (
          <Card key={lines} className="px-5">
            <Skeleton className="w-40" />
            <SkeletonText lines={lines} />
          </Card>
        ))}
      </SkeletonGroup>
    )
  } else {
    // A new answer (saved elsewhere) starts the form again from it.
    body = (
      <GatewayForm
        key={gateway.updated_at}
        appId={appId}
        type={type}
        gateway={gateway}
        backHref={backHref}
      />
    )
  }

  const trail = [
    { label: 'Meios de pagamento', href: gatewaysOverviewHref(appId) },
    { label: texts.name, href: listHref },
    ...(editing && gateway ? [{ label: gateway.name, href: backHref }] : []),
    { label: editing ? 'Editar' : 'Novo' },
  ]
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <GatewaysBreadcrumb items={trail} />
        <h1 className="text-2xl font-semibold">{title}</h1>
      </div>
      {body}
    </div>
  )
}
