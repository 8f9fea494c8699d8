import { lazy, Suspense, type ComponentProps } from 'react'

// Fetched only when needed: a healthy first visit never downloads them.
const LazyErrorPage = lazy(() =>
  import('../pages/ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })),
)
const LazyNotFoundPage = lazy(() =>
  import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
)

export function ErrorPage(props: ComponentProps<typeof LazyErrorPage>) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage {...props} />
    </Suspense>
  )
}

export function NotFoundPage(props: ComponentProps<typeof LazyNotFoundPage>) {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage {...props} />
    </Suspense>
  )
}
