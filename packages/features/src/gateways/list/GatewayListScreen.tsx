import { gatewayKeys, type Gateway, type GatewayType, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { Plus } from 'lucide-react'
import { useSWRConfig } from 'swr'
import { errorMessage } from '../../shared/server-errors.ts'
import { Link } from '../../routes/navigation.tsx'
import { gatewayInputOf } from '../shared/gateway-input.ts'
import { gatewayTypeTexts } from '../shared/gateway-types.ts'
import { GatewaysBreadcrumb } from '../shared/GatewaysBreadcrumb.tsx'
import { GatewaysNoAccess } from '../shared/GatewaysNoAccess.tsx'
import { GatewayTypeIcon } from '../shared/GatewayTypeIcon.tsx'
import { gatewaysOverviewHref, newGatewayHref } from '../shared/links.ts'
import { useGatewayList } from '../shared/use-gateways.ts'
import { GatewayRows } from './GatewayRows.tsx'

export interface GatewayListScreenProps {
  appId: number
  /** Whose list this is (the route says: pix, billet, …, custom). */
  type: GatewayType
  /** The viewer's payments level: read sees the list; write also creates, edits and switches. */
  level: Level
}

/** One type's gateways ("Boleto"): each account with its environment, state, fees and use. */
export function GatewayListScreen({ appId, type, level }: GatewayListScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const { mutate: mutateCache } = useSWRConfig()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const texts = gatewayTypeTexts[type]
  const list = useGatewayList(appId, type, allowed)

  const newButton = canWrite ? (
    <Button asChild>
      <Link href={newGatewayHref(type, appId)}>
        <Plus aria-hidden />
        {texts.newLabel}
      </Link>
    </Button>
  ) : null

  async function setActive(gateway: Gateway, active: boolean) {
    try {
      const saved = await api.gateways.update(
        appId,
        gateway.id,
        gatewayInputOf(gateway, { active }),
      )
      await list.mutate(
        (current) => current?.map((item) => (item.id === saved.id ? saved : item)),
        { revalidate: false },
      )
      // The overview counts active gateways, and the detail shows the state too.
      void mutateCache(gatewayKeys.list(appId))
      void mutateCache(gatewayKeys.detail(appId, saved.id), saved, { revalidate: false })
      notify({
        type: 'success',
        message: `«${saved.name}» ${saved.active ? 'ativado' : 'desativado'}.`,
      })
    } catch (error) {
      notify({
        type: 'error',
        message: errorMessage(error) ?? 'Não foi possível alterar o meio de pagamento.',
      })
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <GatewaysBreadcrumb
          items={[
            { label: 'Meios de pagamento', href: gatewaysOverviewHref(appId) },
            { label: texts.name },
          ]}
        />
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex items-start gap-3">
            <span className="mt-1 flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-subtle text-primary-subtle-foreground [&_svg]:size-5">
              <GatewayTypeIcon type={type} />
            </span>
            <div className="flex flex-col gap-1">
              <h1 className="text-2xl font-semibold">{texts.name}</h1>
              <p className="text-muted-foreground">{texts.description}</p>
            </div>
          </div>
          {allowed && list.data && list.data.length > 0 ? newButton : null}
        </header>
      </div>

      {!allowed ? (
        <GatewaysNoAccess />
      ) : list.error && !list.data ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar os meios de pagamento"
          message={errorMessage(list.error)}
          onRetry={() => list.mutate()}
        />
      ) : !list.data ? (
        <SkeletonGroup label="Carregando os meios de pagamento">
          <Card className="gap-0 py-0">
            {[0, 1, 2].map((row) => (
              <div
                key={row}
                className="flex items-center gap-6 border-b border-border px-4 py-3 last:border-b-0"
              >
                <Skeleton className="w-48" />
                <Skeleton className="w-20" />
                <Skeleton className="w-14" />
                <Skeleton className="ms-auto w-24" />
              </div>
            ))}
          </Card>
        </SkeletonGroup>
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar os meios de pagamento; para cadastrar, editar ou desativar, é
              preciso permissão de edição em Pagamentos.
            </Alert>
          )}
          {list.data.length === 0 ? (
            <EmptyState
              titleAs="h2"
              bordered
              icon={<GatewayTypeIcon type={type} />}
              title={texts.emptyTitle}
              description={
                canWrite
                  ? 'Configure o primeiro: comece em sandbox para testar sem dinheiro de verdade.'
                  : 'Quando alguém com permissão de edição configurar um, ele aparece aqui.'
              }
              action={newButton}
            />
          ) : (
            <GatewayRows
              appId={appId}
              gateways={list.data}
              canWrite={canWrite}
              onActiveChange={setActive}
            />
          )}
        </>
      )}
    </div>
  )
}
