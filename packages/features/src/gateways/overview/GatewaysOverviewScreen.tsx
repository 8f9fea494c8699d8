import type { Gateway, GatewayType, Level } from '@vitrine/api'
import { Alert, Card, ErrorState, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'
import type { ReactNode } from 'react'
import { ArrowRight, Calculator } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { Link } from '../../routes/navigation.tsx'
import { GATEWAY_TYPE_ORDER, gatewayTypeTexts } from '../shared/gateway-types.ts'
import { GatewaysBreadcrumb } from '../shared/GatewaysBreadcrumb.tsx'
import { GatewaysNoAccess } from '../shared/GatewaysNoAccess.tsx'
import { GatewayTypeIcon } from '../shared/GatewayTypeIcon.tsx'
import { gatewayListHref, installmentsHref } from '../shared/links.ts'
import { useGatewayList } from '../shared/use-gateways.ts'

export interface GatewaysOverviewScreenProps {
  appId: number
  /** The viewer's payments level: none sees a notice; read and write see the same overview. */
  level: Level
}

function countsText(gateways: readonly Gateway[]): string {
  if (gateways.length === 0) return 'Nenhum configurado'
  const active = gateways.filter((item) => item.active).length
  const configured = gateways.length === 1 ? '1 configurado' : `${gateways.length} configurados`
  const on = active === 1 ? '1 ativo' : `${active} ativos`
  return `${configured} · ${on}`
}

/**
 * "Meios de pagamento": every gateway type as a card with how many the store has configured
 * and how many are active, each leading to its list; and the installments setup.
 */
export function GatewaysOverviewScreen({ appId, level }: GatewaysOverviewScreenProps) {
  const allowed = level !== 'none'
  const { data, error, mutate } = useGatewayList(appId, undefined, allowed)
  const ofType = (type: GatewayType) => (data ?? []).filter((item) => item.type === type)

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <GatewaysBreadcrumb items={[{ label: 'Meios de pagamento' }]} />
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">Meios de pagamento</h1>
          <p className="text-muted-foreground">
            As formas de pagamento que a loja oferece: as contas de cada provedor, suas taxas e o
            que o cliente vê ao pagar.
          </p>
        </header>
      </div>

      {!allowed ? (
        <GatewaysNoAccess />
      ) : error && !data ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar os meios de pagamento"
          message={errorMessage(error)}
          onRetry={() => mutate()}
        />
      ) : !data ? (
        <SkeletonGroup
          label="Carregando os meios de pagamento"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {GATEWAY_TYPE_ORDER.map((type) => (
            <Card key={type} className="px-5">
              <Skeleton className="w-40" />
              <SkeletonText lines={2} />
            </Card>
          ))}
        </SkeletonGroup>
      ) : (
        <>
          {data.length === 0 ? (
            <Alert tone="info" data-slot="no-gateways">
              <p className="font-semibold">Nenhum meio de pagamento configurado ainda.</p>
              <p>
                Escolha um tipo para configurar o primeiro. Em sandbox, você testa cobranças sem
                movimentar dinheiro de verdade.
              </p>
            </Alert>
          ) : null}
          <ul aria-label="Tipos de pagamento" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {GATEWAY_TYPE_ORDER.map((type) => {
              const texts = gatewayTypeTexts[type]
              return (
                <li key={type} className="flex">
                  <TypeCard
                    title={texts.name}
                    description={texts.description}
                    href={gatewayListHref(type, appId)}
                    icon={<GatewayTypeIcon type={type} />}
                    status={countsText(ofType(type))}
                  />
                </li>
              )
            })}
            <li className="flex">
              <TypeCard
                title="Parcelamento"
                description="Parcelas máximas, quantas sem juros, a taxa de juros e a parcela mínima."
                href={installmentsHref(appId)}
                icon={<Calculator aria-hidden />}
                status="Vale para os cartões de crédito"
              />
            </li>
          </ul>
        </>
      )}
    </div>
  )
}

interface TypeCardProps {
  title: string
  description: string
  href: string
  icon: ReactNode
  status: string
}

/** A card whose title is its link, stretched over the whole card for a larger target. */
function TypeCard({ title, description, href, icon, status }: TypeCardProps) {
  return (
    <Card className="relative w-full gap-3 px-5 transition-colors hover:border-primary has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-subtle text-primary-subtle-foreground [&_svg]:size-5">
          {icon}
        </span>
        <h2 className="text-md font-semibold">
          <Link
            href={href}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {title}
          </Link>
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
      <p className="mt-auto flex items-center justify-between gap-2 text-sm font-medium">
        <span data-slot="type-status">{status}</span>
        <ArrowRight aria-hidden className="size-4 text-muted-foreground" />
      </p>
    </Card>
  )
}
