import type { ReactNode } from 'react'
import type { Level, SplitGateway } from '@vitrine/api'
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Split } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { ListSkeleton } from '../../shared/ListSkeleton.tsx'
import { formatDate } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { paymentTypeName } from '../rules/rule-labels.ts'
import { RulesNoAccess } from '../rules/RulesNoAccess.tsx'
import { gatewaysSetupHref, ruleHref, sellersHref } from './gateway-links.ts'
import { useSplitGateways } from './use-split-gateways.ts'

export interface SplitGatewaysScreenProps {
  appId: number
  /** The viewer's payments level (a seller signed in has read). */
  level: Level
  /**
   * `__seller`: the person sees the split as one of its sellers (the role, no payments level).
   * The server answers only the gateways it sells on and refuses the rules, so no rule links.
   */
  role?: '__seller' | '__wallet'
}

/**
 * Payments › Split (issue 12 item 1): the store's gateways that split their payments, with
 * their sellers and the rule version in force, leading to each gateway's sellers and rule.
 */
export function SplitGatewaysScreen({ appId, level, role }: SplitGatewaysScreenProps) {
  const allowed = level !== 'none'
  const asSeller = role === '__seller'
  const gateways = useSplitGateways(appId, allowed)

  let body: ReactNode
  if (!allowed) {
    body = <RulesNoAccess />
  } else if (gateways.error && !gateways.data) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar os meios de pagamento com split"
        message={errorMessage(gateways.error)}
        onRetry={() => void gateways.mutate()}
      />
    )
  } else if (!gateways.data) {
    body = (
      <ListSkeleton
        label="Carregando os meios de pagamento com split"
        row={
          <>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-5 w-32" />
            <Skeleton className="ml-auto h-5 w-40" />
          </>
        }
      />
    )
  } else if (gateways.data.length === 0) {
    body = asSeller ? (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<Split aria-hidden />}
        title="Você ainda não recebe por nenhum meio de pagamento"
        description="Quando a loja cadastrar você como vendedor, com o e-mail desta conta, o meio de pagamento aparece aqui."
      />
    ) : (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<Split aria-hidden />}
        title="Nenhum meio de pagamento com split"
        description="O split divide os pagamentos de pix, pix parcelado, pix estático, boleto e cartão de crédito. Configure um desses meios de pagamento para cadastrar vendedores e a regra de divisão."
        action={
          <Link href={gatewaysSetupHref(appId)} className="text-primary underline">
            Configurar meios de pagamento
          </Link>
        }
      />
    )
  } else {
    body = <GatewaysTable appId={appId} gateways={gateways.data} asSeller={asSeller} />
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Pagamentos</p>
        <h1 className="text-2xl font-semibold">Split de pagamento</h1>
        {allowed ? (
          <p className="text-muted-foreground">
            {asSeller
              ? 'Os meios de pagamento pelos quais você recebe a sua parte das vendas.'
              : 'Cada meio de pagamento tem os seus vendedores e a sua regra de divisão.'}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  )
}

function GatewaysTable({
  appId,
  gateways,
  asSeller,
}: {
  appId: number
  gateways: SplitGateway[]
  asSeller: boolean
}) {
  // Five columns do not fit a phone: there each gateway is a card of its own.
  const narrow = useNarrowScreen()
  if (narrow) {
    return (
      <ul aria-label="Meios de pagamento com split" className="flex flex-col gap-3">
        {gateways.map((gateway) => (
          <li key={gateway.id}>
            <Card className="flex flex-col gap-1 px-4">
              <GatewayName gateway={gateway} />
              <p className="text-sm text-muted-foreground">
                {paymentTypeName(gateway.type)} · {sellersText(gateway, asSeller)}
              </p>
              <p className="text-sm">
                Regra em vigor: <RuleInForce gateway={gateway} />
              </p>
              <GatewayLinks appId={appId} gateway={gateway} asSeller={asSeller} />
            </Card>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Card className="px-0 py-2">
      <Table aria-label="Meios de pagamento com split">
        <TableHeader>
          <TableRow>
            <TableHead>Meio de pagamento</TableHead>
            <TableHead>Tipo</TableHead>
            <TableHead>{asSeller ? 'Seu cadastro' : 'Vendedores'}</TableHead>
            <TableHead>Regra em vigor</TableHead>
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {gateways.map((gateway) => (
            <TableRow key={gateway.id}>
              <TableCell>
                <GatewayName gateway={gateway} />
              </TableCell>
              <TableCell>{paymentTypeName(gateway.type)}</TableCell>
              <TableCell>{sellersText(gateway, asSeller)}</TableCell>
              <TableCell>
                <RuleInForce gateway={gateway} />
              </TableCell>
              <TableCell>
                <GatewayLinks appId={appId} gateway={gateway} asSeller={asSeller} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}

/** "3 vendedores · 2 ativos", "1 vendedor", "nenhum vendedor". */
function sellersCount({ sellers_count: all, active_sellers_count: active }: SplitGateway) {
  if (all === 0) return 'nenhum vendedor'
  const total = `${all} ${all === 1 ? 'vendedor' : 'vendedores'}`
  if (active === all) return all === 1 ? `${total} ativo` : `${total} ativos`
  return `${total} · ${active} ${active === 1 ? 'ativo' : 'ativos'}`
}

function GatewayName({ gateway }: { gateway: SplitGateway }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{gateway.name}</span>
      {gateway.environment === 'sandbox' ? (
        <Badge size="sm" tone="info">
          Sandbox
        </Badge>
      ) : null}
      {gateway.active ? null : (
        <Badge size="sm" tone="neutral">
          Inativo
        </Badge>
      )}
    </div>
  )
}

/** The version in force and since when, or "sem regra". */
function RuleInForce({ gateway }: { gateway: SplitGateway }) {
  if (gateway.rule_version === null) {
    return <span className="text-muted-foreground">sem regra</span>
  }
  return (
    <>
      versão {gateway.rule_version}
      {gateway.rule_saved_at ? (
        <span className="text-muted-foreground"> · desde {formatDate(gateway.rule_saved_at)}</span>
      ) : null}
    </>
  )
}

/** The gateway's sellers (a seller: its own sales) and, for the store, its rule. */
function GatewayLinks({
  appId,
  gateway,
  asSeller,
}: {
  appId: number
  gateway: SplitGateway
  asSeller: boolean
}) {
  const sellers = asSeller ? 'Minhas vendas' : 'Vendedores'
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 md:justify-end">
      <Link
        href={sellersHref(appId, gateway)}
        className="text-primary hover:underline"
        aria-label={`${sellers} de ${gateway.name}`}
      >
        {sellers}
      </Link>
      {asSeller ? null : (
        <Link
          href={ruleHref(appId, gateway)}
          className="text-primary hover:underline"
          aria-label={`Regra de ${gateway.name}`}
        >
          Regra
        </Link>
      )}
    </div>
  )
}

/** The store: how many sellers, how many active. A seller: where its own record stands. */
function sellersText(gateway: SplitGateway, asSeller: boolean) {
  if (!asSeller) return sellersCount(gateway)
  return gateway.active_sellers_count > 0 ? 'ativo' : 'suspenso ou aguardando verificação'
}
