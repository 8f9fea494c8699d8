import { lazy, Suspense } from 'react'
import useSWR from 'swr'
import {
  AREAS,
  appKeys,
  areaLevel,
  controlKeys,
  grantsOf,
  routeAccess,
  type Area,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { Settings2 } from 'lucide-react'
import { areaLabels, levelLabels } from '../../shared/access-labels.ts'
import { hrefOf } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { permissionDetails, sectionRoutes } from '../../routes/access.ts'
import { storeDay } from '../../shared/format.ts'

/* The figures and charts come in a chunk of their own: the doors show without waiting for it. */
const OverviewAnalytics = lazy(() => import('../analytics/OverviewAnalytics.tsx'))

const areaDescriptions: Record<Area, string> = {
  layout: 'Páginas, conteúdo e aparência da vitrine.',
  ecommerce: 'E-mails, busca, cupons, promoções e feeds de produtos.',
  checkout: 'Aparência, campos e aplicativos do checkout.',
  payments: 'Transações, meios de pagamento, split e carteira.',
  recurrence: 'Planos, assinaturas e cobranças recorrentes.',
  customers: 'Cadastro, endereços e histórico dos clientes.',
  settings: 'Usuários e permissões, registro de atividades e tokens de API.',
}

export interface OverviewScreenProps {
  appId: number
  /** Today in São Paulo (YYYY-MM-DD); stories fix it, the panel leaves it to the clock. */
  today?: string
}

/**
 * "Visão geral": the store's numbers (for those who read payments) and a door to every area the
 * user may open.
 */
export function OverviewScreen({ appId, today }: OverviewScreenProps) {
  const api = useApi()
  const app = useSWR(appKeys.detail(appId), () => api.apps.get(appId))
  const access = useSWR(controlKeys.me(appId), () => api.control.me(appId))

  if (app.error || access.error) {
    return (
      <ErrorState
        title="Não foi possível carregar a loja"
        titleAs="h2"
        message={
          (app.error ?? access.error) instanceof Error
            ? (app.error ?? access.error).message
            : undefined
        }
        onRetry={() => void Promise.all([app.mutate(), access.mutate()])}
      />
    )
  }
  if (!app.data || !access.data) {
    return (
      <div className="flex flex-col gap-6" role="status" aria-label="Carregando a loja">
        <Skeleton className="h-10 w-72" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-28 w-full" />
          ))}
        </div>
      </div>
    )
  }

  const grants = grantsOf(access.data)
  const seesSales = areaLevel(grants, 'payments') !== 'none'
  const ga4 = hrefOf('overview-settings-ga4', { appID: appId })
  const ga4Allowed =
    routeAccess(grants, 'overview-settings-ga4', permissionDetails, sectionRoutes).kind === 'allow'
  // Each area's door is its first route the user may open, with the level they have there.
  const doors = AREAS.flatMap((area) =>
    sectionRoutes(area)
      .flatMap((name) => {
        const decision = routeAccess(grants, name, permissionDetails, sectionRoutes)
        const address = hrefOf(name, { appID: appId })
        return decision.kind === 'allow' && address
          ? [{ area, href: address, level: decision.level }]
          : []
      })
      .slice(0, 1),
  )

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{app.data.name}</h1>
        <Badge tone={app.data.status ? 'success' : 'neutral'}>
          {app.data.status ? 'Ativa' : 'Inativa'}
        </Badge>
        <span className="text-sm text-muted-foreground">Loja nº {app.data.id}</span>
        {ga4 && ga4Allowed ? (
          <Link
            href={ga4}
            className="ml-auto inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <Settings2 aria-hidden className="size-4" />
            Google Analytics 4
          </Link>
        ) : null}
      </header>
      {app.data.has_financial_pending ? (
        <Alert tone="warning">
          <AlertTitle>Há uma pendência financeira</AlertTitle>
          <AlertDescription>
            Regularize para evitar o bloqueio da loja. Prazo restante:{' '}
            {app.data.days_until_lockdown}{' '}
            {app.data.days_until_lockdown === 1 ? 'período' : 'períodos'} de 4 horas.
          </AlertDescription>
        </Alert>
      ) : null}
      {seesSales ? (
        <Suspense
          fallback={
            <SkeletonGroup label="Carregando os números da loja">
              <Skeleton className="h-64 w-full" />
            </SkeletonGroup>
          }
        >
          <OverviewAnalytics appId={appId} today={today ?? storeDay(new Date())} />
        </Suspense>
      ) : null}
      <section aria-labelledby="overview-areas" className="flex flex-col gap-3">
        <h2 id="overview-areas" className="text-lg font-semibold">
          Áreas da loja
        </h2>
        {doors.length === 0 ? (
          <EmptyState
            title="Nenhuma área liberada para você"
            titleAs="h3"
            description="Peça ao proprietário da loja para liberar o acesso em Configurações › Usuários e permissões."
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {doors.map((door) => (
              <li key={door.area}>
                <Card className="relative h-full p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
                  <h3 className="font-semibold">
                    <Link href={door.href} className="outline-none after:absolute after:inset-0">
                      {areaLabels[door.area]}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {areaDescriptions[door.area]}
                  </p>
                  <Badge tone="neutral" className="mt-3">
                    {levelLabels[door.level]}
                  </Badge>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
