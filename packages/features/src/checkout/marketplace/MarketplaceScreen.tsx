import { useState } from 'react'
import {
  CHECKOUT_APP_CATEGORIES,
  CHECKOUT_APPS,
  type CheckoutAppCategory,
  type CheckoutAppInstallation,
  type Level,
} from '@vitrine/api'
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Input,
  Select,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { CheckoutNoAccess } from './CheckoutNoAccess.tsx'
import { useCheckoutApps } from './use-checkout-apps.ts'

export interface MarketplaceScreenProps {
  appId: number
  /** The viewer's checkout level: read sees the apps, write installs them (on each app's page). */
  level: Level
}

const ALL = 'all'
type CategoryFilter = CheckoutAppCategory | typeof ALL

/** Accents and case folded, so "analise" finds "Análise". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Checkout › Apps de checkout (issue 16 item 3): the catalogue by category, each app's card saying
 * whether the store installed it, with a search and a category filter. Installing and
 * configuring happen on the app's page.
 */
export function MarketplaceScreen({ appId, level }: MarketplaceScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Checkout</p>
        <h1 className="text-2xl font-semibold">Apps de checkout</h1>
        <p className="text-muted-foreground">
          Apps que acrescentam recursos à página de pagamento: medição, atendimento, ofertas e
          segurança.
        </p>
      </header>
      {level === 'none' ? <CheckoutNoAccess /> : <Catalogue appId={appId} />}
    </div>
  )
}

function Catalogue({ appId }: { appId: number }) {
  const { apps, error, retry } = useCheckoutApps(appId, true)
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<CategoryFilter>(ALL)

  if (error) {
    return (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar os apps"
        message={errorMessage(error)}
        onRetry={retry}
      />
    )
  }
  if (!apps) {
    return (
      <SkeletonGroup label="Carregando os apps">
        <Skeleton className="h-9 w-full max-w-sm" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      </SkeletonGroup>
    )
  }

  const installed = new Map(apps.map((app) => [app.slug, app]))
  const words = fold(search.trim())
  const shown = CHECKOUT_APPS.filter(
    (app) =>
      (category === ALL || app.category === category) &&
      (words === '' ||
        fold(`${app.name} ${app.summary} ${CHECKOUT_APP_CATEGORIES[app.category]}`).includes(
          words,
        )),
  )
  const categories = (Object.keys(CHECKOUT_APP_CATEGORIES) as CheckoutAppCategory[]).filter((key) =>
    shown.some((app) => app.category === key),
  )
  const installedCount = apps.filter((app) => app.installed).length

  return (
    <section aria-label="Catálogo de apps" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <Input
          type="search"
          aria-label="Buscar apps"
          placeholder="Buscar apps"
          className="max-w-sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          aria-label="Categoria"
          className="w-56"
          value={category}
          onValueChange={(value) => setCategory(value as CategoryFilter)}
          options={[
            { value: ALL, label: 'Todas as categorias' },
            ...Object.entries(CHECKOUT_APP_CATEGORIES).map(([value, label]) => ({ value, label })),
          ]}
        />
        <p className="text-sm text-muted-foreground" role="status">
          {installedCount === 0
            ? 'Nenhum app instalado.'
            : installedCount === 1
              ? '1 app instalado.'
              : `${installedCount} apps instalados.`}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          titleAs="h2"
          bordered
          title="Nenhum app encontrado"
          description="Tente outras palavras ou todas as categorias."
        />
      ) : (
        categories.map((key) => (
          <section key={key} aria-labelledby={`categoria-${key}`} className="flex flex-col gap-3">
            <h2 id={`categoria-${key}`} className="text-lg font-semibold">
              {CHECKOUT_APP_CATEGORIES[key]}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown
                .filter((app) => app.category === key)
                .map((app) => (
                  <li key={app.slug}>
                    <AppCard
                      appId={appId}
                      slug={app.slug}
                      name={app.name}
                      summary={app.summary}
                      installation={installed.get(app.slug)}
                    />
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </section>
  )
}

function AppCard({
  appId,
  slug,
  name,
  summary,
  installation,
}: {
  appId: number
  slug: string
  name: string
  summary: string
  installation: CheckoutAppInstallation | undefined
}) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle asChild>
            <h3>
              <Link
                href={href('checkout-marketplace-app', { appID: appId, slug })}
                className="hover:underline focus-visible:underline"
              >
                {name}
              </Link>
            </h3>
          </CardTitle>
          {installation?.installed ? <Badge tone="success">Instalado</Badge> : null}
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{summary}</p>
      </CardContent>
    </Card>
  )
}
