import { Suspense } from 'react'
import { LoadingBar } from '@vitrine/ui'
import { NavigationProvider, type RouteName } from '@vitrine/features'
import { useApi } from '@vitrine/api/react'
import { layoutFor } from '../layouts/layouts.tsx'
import { screenFor } from '../routes/screens.ts'
import { appIdOf } from '../guards/app-loading.ts'
import { useStores } from '../session/session-context.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'
import { ErrorPage, NotFoundPage } from './lazy-pages.tsx'
import { PageLoaded } from './PageLoaded.tsx'
import { useGuardedRoute } from './use-guarded-route.ts'

/** The panel's one router: guards, then the route's layout around its lazy screen. */
export function Navigator() {
  const stores = useStores()
  const { session } = stores
  const api = useApi()
  const { resolved, checking, navigate } = useGuardedRoute(stores, api)

  let page = null
  if (resolved) {
    const { outcome, match, url, level } = resolved
    if (outcome.kind === 'not-found') page = <NotFoundPage message={outcome.message} />
    else if (outcome.kind === 'error') page = <ErrorPage error={outcome.error} url={url.href} />
    else if (match) {
      const Layout = layoutFor(match.route.layout)
      const Screen = screenFor(match.route.name as RouteName)
      page = (
        <Layout routeName={match.route.name}>
          <ErrorBoundary key={url.pathname} url={url.href}>
            <Suspense fallback={<LoadingBar loading />}>
              <Screen
                params={match.params}
                appId={appIdOf(match.params)}
                level={level}
                url={url}
                navigate={navigate}
                session={session}
              />
              <PageLoaded address={url.href} onLoaded={() => stores.appStore.pageLoaded()} />
            </Suspense>
          </ErrorBoundary>
        </Layout>
      )
    }
  }

  return (
    <NavigationProvider navigate={navigate}>
      <LoadingBar loading={checking} />
      {page}
    </NavigationProvider>
  )
}
