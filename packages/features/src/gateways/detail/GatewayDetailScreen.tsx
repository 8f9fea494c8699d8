import type { ReactNode } from 'react'
import {
  formatMoney,
  PROVIDER_CREDENTIALS,
  type Gateway,
  type GatewayType,
  type Level,
} from '@vitrine/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
} from '@vitrine/ui'
import { ArrowRight, Pencil } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { Link } from '../../routes/navigation.tsx'
import { formatDateTime } from '../../shared/format.ts'
import { ActiveBadge, EnvironmentBadge } from '../shared/GatewayBadges.tsx'
import { GatewayNotFound } from '../shared/GatewayNotFound.tsx'
import { gatewayTypeTexts } from '../shared/gateway-types.ts'
import { GatewaysBreadcrumb } from '../shared/GatewaysBreadcrumb.tsx'
import { GatewaysNoAccess } from '../shared/GatewaysNoAccess.tsx'
import {
  credentialLabels,
  environmentLabels,
  formatFees,
  formatPercent,
  providerLabels,
} from '../shared/format.ts'
import {
  editGatewayHref,
  gatewayListHref,
  gatewayPaymentsHref,
  gatewaysOverviewHref,
} from '../shared/links.ts'
import { isNotFound, useGateway } from '../shared/use-gateways.ts'
import { DeleteGatewayAction } from './DeleteGatewayAction.tsx'
import { Facts } from './Facts.tsx'
import { settingsFacts } from './settings-facts.tsx'

export interface GatewayDetailScreenProps {
  appId: number
  /** The type of the route it was opened from: another type's id reads as not found. */
  type: GatewayType
  gatewayId: number
  /** The viewer's payments level: read sees everything; write also edits and removes. */
  level: Level
}

const count = new Intl.NumberFormat('pt-BR')

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** The fees on a sale of R$ 100,00, so a rate reads as money. */
const feeOnHundred = ({ fees }: Gateway) => fees.percent_bps + fees.fixed_cents

/**
 * One gateway: its settings in plain Portuguese, the provider account (credentials only as
 * set / not set), fees and the payments it took, with the way to edit or remove it.
 */
export function GatewayDetailScreen({ appId, type, gatewayId, level }: GatewayDetailScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const texts = gatewayTypeTexts[type]
  const detail = useGateway(appId, gatewayId, allowed)
  // An id of another type, under this type's address, is not this type's gateway.
  const gateway = detail.data?.type === type ? detail.data : undefined
  const missing = (detail.error && isNotFound(detail.error)) || (detail.data && !gateway)
  const listHref = gatewayListHref(type, appId)
  const trail = [
    { label: 'Meios de pagamento', href: gatewaysOverviewHref(appId) },
    { label: texts.name, href: listHref },
    { label: gateway?.name ?? 'Meio de pagamento' },
  ]

  let body: ReactNode
  if (!allowed) {
    body = <GatewaysNoAccess />
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
        <Skeleton className="h-8 w-72" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card className="px-5">
            <Skeleton className="w-32" />
            <SkeletonText lines={5} />
          </Card>
          <Card className="px-5">
            <Skeleton className="w-24" />
            <SkeletonText lines={3} />
          </Card>
        </div>
      </SkeletonGroup>
    )
  } else {
    const paymentsHref = gatewayPaymentsHref(appId, gateway.id)
    const credentialKeys = PROVIDER_CREDENTIALS[gateway.provider]
    body = (
      <>
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-semibold">{gateway.name}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <Badge size="sm">{texts.name}</Badge>
              <EnvironmentBadge environment={gateway.environment} />
              <ActiveBadge active={gateway.active} />
            </div>
          </div>
          {canWrite ? (
            <div className="flex flex-wrap gap-2">
              <DeleteGatewayAction appId={appId} gateway={gateway} listHref={listHref} />
              <Button asChild>
                <Link href={editGatewayHref(type, appId, gateway.id)}>
                  <Pencil aria-hidden />
                  Editar
                </Link>
              </Button>
            </div>
          ) : null}
        </header>
        {canWrite ? null : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode ver este meio de pagamento, mas não alterá-lo.
          </Alert>
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <Section title="Configuração">
              <Facts facts={settingsFacts(gateway)} />
            </Section>
            <Section
              title="Conta no provedor"
              description="As credenciais ficam guardadas com criptografia e nunca são exibidas."
            >
              <Facts
                facts={[
                  { term: 'Provedor', value: providerLabels[gateway.provider] },
                  { term: 'Ambiente', value: environmentLabels[gateway.environment] },
                  {
                    term: 'Situação',
                    value: gateway.active
                      ? 'Ativo: oferecido a quem paga'
                      : 'Inativo: não é oferecido a quem paga',
                  },
                  ...credentialKeys.map((key) => ({
                    term: credentialLabels[key] ?? key,
                    value: gateway.credentials[key] ? (
                      <Badge size="sm" tone="success">
                        Configurada
                      </Badge>
                    ) : (
                      <Badge size="sm">Não configurada</Badge>
                    ),
                  })),
                ]}
              />
            </Section>
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <Section title="Taxas" description="O que o provedor retém de cada pagamento.">
              <Facts
                facts={[
                  {
                    term: 'Percentual',
                    value: formatPercent(gateway.fees.percent_bps),
                  },
                  { term: 'Fixa por pagamento', value: formatMoney(gateway.fees.fixed_cents) },
                  {
                    term: 'Numa venda de R$ 100,00',
                    value: `${formatMoney(feeOnHundred(gateway))} (${formatFees(gateway.fees)})`,
                    wide: true,
                  },
                ]}
              />
            </Section>
            <Section title="Pagamentos">
              <div className="flex flex-col gap-4">
                <Facts
                  facts={[
                    { term: 'Recebidos por aqui', value: count.format(gateway.payments_count) },
                    {
                      term: 'Último pagamento',
                      value: gateway.last_payment_at
                        ? formatDateTime(gateway.last_payment_at)
                        : 'Nenhum ainda',
                    },
                  ]}
                />
                {paymentsHref && gateway.payments_count > 0 ? (
                  <Button asChild variant="secondary" className="self-start">
                    <Link href={paymentsHref}>
                      Ver os pagamentos
                      <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                ) : null}
              </div>
            </Section>
          </div>
        </div>
      </>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <GatewaysBreadcrumb items={trail} />
      {body}
    </div>
  )
}
