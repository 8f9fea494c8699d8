import type { ReactNode } from 'react'
import type { Level, SplitRuleVariant } from '@vitrine/api'
import {
  Alert,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
} from '@vitrine/ui'
import { ArrowRight, SearchX } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { EfiCustomEditor } from './EfiCustomEditor.tsx'
import { RuleForm } from './RuleForm.tsx'
import { RuleHistory } from './RuleHistory.tsx'
import { sellerNameOf } from './rule-labels.ts'
import { gatewaysHref, rulesHref, type RulesPage } from './rules-links.ts'
import { RulesNoAccess } from './RulesNoAccess.tsx'
import {
  isNotFound,
  useCurrentRule,
  useEfiCustomRule,
  useGatewaysChanged,
  useRuleGateway,
  useRuleHistory,
  useRuleSellers,
} from './use-split-rule.ts'

export interface SplitRulesScreenProps {
  appId: number
  /** The viewer's payments level: read sees the rule, simulates and reads the history. */
  level: Level
  /** The gateway's name in the address, kept in the links between the rule's pages. */
  gatewayName: string
  gatewayId: number
  /** Which page: the rule's form, the static pix form, or the eficustom editor. */
  page: RulesPage
}

const TITLES: Record<RulesPage, string> = {
  rule: 'Regra de divisão',
  'static-pix': 'Regra de divisão do pix estático',
  eficustom: 'Regra de divisão no formato eficustom',
}

/**
 * A gateway's split rule (issue 12 items 3 and 4): who receives what of each payment, edited
 * beside a simulator that splits a sample payment with the draft and with the rule in force,
 * and the versions with what each changed. The form's page must be the gateway's variant
 * (static pix has its own); the eficustom editor writes either in the provider's format.
 */
export function SplitRulesScreen({
  appId,
  level,
  gatewayName,
  gatewayId,
  page,
}: SplitRulesScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const gateway = useRuleGateway(appId, gatewayId, allowed)
  const current = useCurrentRule(appId, gatewayId, allowed)
  const sellers = useRuleSellers(appId, gatewayId, allowed)
  const efi = useEfiCustomRule(appId, gatewayId, allowed && page === 'eficustom')
  const history = useRuleHistory(appId, gatewayId, allowed)
  const gatewaysChanged = useGatewaysChanged(appId)
  const loads =
    page === 'eficustom' ? [gateway, current, sellers, efi] : [gateway, current, sellers]
  const failed = loads.find((load) => load.error && !load.data)?.error as unknown
  const nameOf = sellerNameOf(sellers.data?.items ?? [])

  const reload = () => {
    void current.mutate()
    void efi.mutate()
    void history.reload()
  }
  const onSaved = async () => {
    await Promise.all([current.mutate(), efi.mutate(), history.reload(), gatewaysChanged()])
  }

  let body: ReactNode
  if (!allowed) {
    body = <RulesNoAccess />
  } else if (failed !== undefined && isNotFound(failed)) {
    body = (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<SearchX aria-hidden />}
        title="Meio de pagamento não encontrado"
        description={errorMessage(failed)}
        action={
          <Link href={gatewaysHref(appId)} className="text-primary underline">
            Ver os meios de pagamento com split
          </Link>
        }
      />
    )
  } else if (failed !== undefined) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar a regra de divisão"
        message={errorMessage(failed)}
        onRetry={() => {
          for (const load of loads) if (load.error) void load.mutate()
        }}
      />
    )
  } else if (
    !gateway.data ||
    !current.data ||
    !sellers.data ||
    (page === 'eficustom' && !efi.data)
  ) {
    body = <RulesSkeleton />
  } else {
    const variant = current.data.variant
    const shared = {
      appId,
      gatewayId,
      gateway: gateway.data,
      current: current.data.current,
      sellers: sellers.data.items,
      canWrite,
      onSaved,
      onReload: reload,
    }
    body =
      page !== 'eficustom' && page !== variant ? (
        <WrongPage
          appId={appId}
          gatewayName={gatewayName}
          gatewayId={gatewayId}
          variant={variant}
        />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info">
              Você pode consultar a regra, simular pagamentos e ver o histórico; para alterar, é
              preciso permissão de edição em Pagamentos.
            </Alert>
          )}
          <OtherPage
            appId={appId}
            gatewayName={gatewayName}
            gatewayId={gatewayId}
            page={page}
            variant={variant}
          />
          {page === 'eficustom' ? (
            <EfiCustomEditor
              // A new version in force starts the editor again from it.
              key={current.data.current?.version ?? 0}
              answer={efi.data!}
              {...shared}
            />
          ) : (
            <RuleForm key={current.data.current?.version ?? 0} variant={variant} {...shared} />
          )}
          <RuleHistory history={history} nameOf={nameOf} />
        </>
      )
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Pagamentos › Split de pagamento</p>
        <h1 className="text-2xl font-semibold">{TITLES[page]}</h1>
        {allowed && gateway.data ? (
          <p className="text-muted-foreground">
            {gateway.data.name}
            {current.data?.current
              ? ` · versão ${current.data.current.version} em vigor`
              : current.data
                ? ' · ainda sem regra'
                : ''}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  )
}

function RulesSkeleton() {
  return (
    <SkeletonGroup
      label="Carregando a regra de divisão"
      className="grid gap-6 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]"
    >
      {[8, 6].map((lines) => (
        <Card key={lines} className="px-5">
          <Skeleton className="w-48" />
          <SkeletonText lines={lines} />
        </Card>
      ))}
    </SkeletonGroup>
  )
}

interface PageLinkProps {
  appId: number
  gatewayName: string
  gatewayId: number
  variant: SplitRuleVariant
}

/** The form of another variant was opened: say which one this gateway's is, and link to it. */
function WrongPage({ appId, gatewayName, gatewayId, variant }: PageLinkProps) {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      title={
        variant === 'static-pix'
          ? 'Este meio de pagamento é um pix estático'
          : 'Este meio de pagamento não é um pix estático'
      }
      description={
        variant === 'static-pix'
          ? 'No pix estático cada vendedor recebe um valor fixo por pagamento, e a regra tem uma página própria.'
          : 'A regra dele aceita porcentagens e divisões por forma de pagamento, na página de regras.'
      }
      action={
        <Link
          href={rulesHref(variant, appId, gatewayName, gatewayId)}
          className="text-primary underline"
        >
          Abrir a regra deste meio de pagamento
        </Link>
      }
    />
  )
}

/** Between the form and the eficustom editor of the same rule. */
function OtherPage({
  appId,
  gatewayName,
  gatewayId,
  page,
  variant,
}: PageLinkProps & { page: RulesPage }) {
  const to: RulesPage = page === 'eficustom' ? variant : 'eficustom'
  return (
    <Link
      href={rulesHref(to, appId, gatewayName, gatewayId)}
      className="flex w-fit items-center gap-1.5 text-sm text-primary hover:underline"
    >
      {to === 'eficustom' ? 'Editar no formato eficustom' : 'Editar no formulário'}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  )
}
