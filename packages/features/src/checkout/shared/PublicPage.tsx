import { useEffect, type ReactNode } from 'react'
import type { CheckoutAppearance, PublicStore } from '@vitrine/api'
import { applyBrand } from '@vitrine/ui'
import { Button } from '@vitrine/ui/components/button'
import {
  AppearanceFooter,
  AppearanceHeader,
  TrustBadges,
  useFavicon,
} from './appearance/CheckoutChrome.tsx'
import { appearanceStyle } from './appearance/theme.ts'

/**
 * The frame of every public page: no panel shell, a narrow column that reads well at 360 px,
 * the store's name on top when known. Opened on a reseller's domain, the store comes with the
 * reseller's brand: its colours (the design tokens' brand variables, on the document as the
 * panel's white-label does, since these pages are the whole document) and its name and logo at
 * the foot, where the standard pages say nothing.
 *
 * With the store's checkout `appearance` (issue 16), its colours, font and corners are custom
 * properties on this page's own element (see appearance/theme.ts), over the reseller's brand,
 * with its logo and header text on top, its trust badges and footer text below and its favicon.
 * `preview` is the appearance editor's: the page sits inside the panel, so it leaves the
 * document alone (no brand, no favicon) and fills its frame rather than the window.
 */
export function PublicPage({
  store,
  appearance,
  preview = false,
  children,
}: {
  store?: Pick<PublicStore, 'name' | 'brand'>
  appearance?: CheckoutAppearance
  preview?: boolean
  children: ReactNode
}) {
  const brand = store?.brand ?? null
  const primary = brand?.primary_color ?? undefined
  const primaryForeground = brand?.primary_foreground ?? undefined
  useEffect(() => {
    if (!preview) applyBrand({ primary, primaryForeground })
  }, [primary, primaryForeground, preview])
  useFavicon(appearance?.favicon_url, !preview)
  // Inside the panel the preview is a region of the editor's page, which has its own main.
  const Column = preview ? 'div' : 'main'
  const header = appearance ? (
    <AppearanceHeader appearance={appearance} storeName={store?.name} />
  ) : null
  return (
    <div
      className={`${preview ? 'min-h-full' : 'min-h-dvh'} bg-muted/40 px-4 py-6 text-foreground sm:py-10`}
      style={appearanceStyle(appearance)}
    >
      <Column className="mx-auto flex w-full max-w-md flex-col gap-4">
        {store && !appearance?.logo_url ? (
          <p className="text-sm font-medium text-muted-foreground">{store.name}</p>
        ) : null}
        {header}
        {children}
        {appearance ? <TrustBadges badges={appearance.trust_badges} /> : null}
        {appearance ? <AppearanceFooter text={appearance.footer_text} /> : null}
      </Column>
      {brand ? (
        <footer className="mx-auto mt-6 flex w-full max-w-md items-center justify-center gap-2 text-sm text-muted-foreground">
          {brand.logo_url ? (
            <img src={brand.logo_url} alt="" className="h-6 w-auto" height={24} />
          ) : null}
          <span>Pagamento processado por {brand.name}</span>
        </footer>
      ) : null}
    </div>
  )
}

export function PublicCard({
  children,
  className = '',
}: {
  children: ReactNode
  className?: string
}) {
  return (
    <section
      className={`flex flex-col gap-4 rounded-xl border bg-surface p-4 shadow-xs sm:p-6 ${className}`}
    >
      {children}
    </section>
  )
}

/** A plain page for what does not exist (an unknown token, slug or address). */
export function PublicNotFound({
  title = 'Página não encontrada',
  text,
}: {
  title?: string
  text?: string
}) {
  return (
    <PublicPage>
      <PublicCard>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">
          {text ?? 'Confira o endereço que você recebeu. Se o problema continuar, fale com a loja.'}
        </p>
      </PublicCard>
    </PublicPage>
  )
}

/** A busy page while the first answer comes. */
export function PublicLoading({ label }: { label: string }) {
  return (
    <PublicPage>
      <PublicCard>
        <div role="status" aria-live="polite" className="flex flex-col gap-3">
          <span className="sr-only">{label}</span>
          <div aria-hidden="true" className="h-6 w-2/3 animate-pulse rounded bg-muted" />
          <div aria-hidden="true" className="h-4 w-1/2 animate-pulse rounded bg-muted" />
          <div aria-hidden="true" className="h-32 w-full animate-pulse rounded bg-muted" />
        </div>
      </PublicCard>
    </PublicPage>
  )
}

/** No answer (the network, the server): says so plainly and offers to try again. */
export function PublicFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <PublicPage>
      <PublicCard>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">Verifique sua conexão e tente de novo.</p>
        <Button onClick={onRetry}>Tentar de novo</Button>
      </PublicCard>
    </PublicPage>
  )
}

/** What a page says while its first answer is not there: loading, an unknown address, a failure. */
export interface UnansweredTexts {
  /** The busy status's words ("Carregando o link de pagamento…"). */
  loading: string
  notFound: { title: string; text: string }
  /** The failure's title ("Não foi possível abrir o link"). */
  failure: string
}

/**
 * The page of a first answer that is not there (usePublicAnswer, useReceipt): the busy page, the
 * plain not-found page, or the failure with "Tentar de novo".
 */
export function UnansweredPage({
  state,
  texts,
}: {
  state: { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; retry: () => void }
  texts: UnansweredTexts
}) {
  if (state.kind === 'loading') return <PublicLoading label={texts.loading} />
  if (state.kind === 'not-found') return <PublicNotFound {...texts.notFound} />
  return <PublicFailure title={texts.failure} onRetry={state.retry} />
}
