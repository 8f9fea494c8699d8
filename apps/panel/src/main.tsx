import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createLazyApi } from '@vitrine/api'
import { matchKnownRoute } from '@vitrine/features'
import { createBrowserStorage } from '@vitrine/api/react'
import '@vitrine/ui/styles.css'
import { App } from './App.tsx'
import { createAppStore } from './app-state/app-store.ts'
import { createUiStore } from './app-state/ui-store.ts'
import { reloadOnce } from './global/reload-guard.ts'
import { documentCookies } from './session/cookies.ts'
import { createSessionStore } from './session/session-store.ts'
import { decideStartupToken } from './session/startup-token.ts'
import type { WhoIs } from './session/AccountSwitchQuestion.tsx'
import { ErrorPage } from './shell/lazy-pages.tsx'
import { schedulePrefetch, type ConnectionHints } from './shell/prefetch.ts'
import { preloadRoute } from './routes/preload-route.ts'
import { loadRoutes } from './routes/load-routes.ts'
import { shellConfigOf } from './config/shell-config.ts'
import { createWhitelabelStore } from './whitelabel/whitelabel-store.ts'

const root = createRoot(document.getElementById('root')!)
const LIVE_CHAT_DELAY_MS = 3000

// A chunk that no longer exists (a deploy happened while the panel was open): reload, once.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  reloadOnce(sessionStorage, Date.now(), () => window.location.reload())
})

function start() {
  const cookies = documentCookies()
  const session = createSessionStore(cookies)
  const whitelabel = createWhitelabelStore()
  const stores = {
    session,
    appStore: createAppStore(),
    ui: createUiStore(localStorage),
    whitelabel,
    shellConfig: shellConfigOf(window.__VITRINE_CONFIG__),
  }

  // A start-up address with ?token= signs in with it and goes to / (specification section 4),
  // but never replaces another session silently: that one is asked about, after the address
  // loses the token (so no guard takes it either).
  const startup = decideStartupToken(new URL(window.location.href), session.state.token)
  if (startup.kind === 'sign-in') session.setToken(startup.token)
  if (startup.kind !== 'none') window.history.replaceState(null, '', startup.location)

  // The HTTP adapter loads on first use, or as soon as the user starts interacting: the sign-in
  // page can appear without it and has it by the time the form is sent.
  const api = createLazyApi(() =>
    import('./api/http-api.ts').then(({ createPanelApi }) =>
      createPanelApi({ cookies, session, whitelabel }),
    ),
  )
  // A one-off adapter calls with an access link's token without storing it.
  const whoIs: WhoIs = (token) =>
    import('./api/http-api.ts').then(({ createPanelApi }) =>
      createPanelApi({ cookies, session, whitelabel, token }).auth.me(),
    )
  if (startup.kind === 'ask') session.offerAccessLink({ kind: 'ask', token: startup.token })
  else if (startup.kind === 'keep' && startup.invalid) session.offerAccessLink({ kind: 'invalid' })
  // An address beyond the entry's routes (all but the sign-in pages) is matched against the
  // whole manifest, a chunk of its own: ask for it now, before the first render, and for the
  // adapter the guards call next (GET /auth on a signed-in visit), side by side — the guards
  // then wait for no extra round trip. The sign-in pages do without it; they fetch it once the
  // page has settled (the prefetch) or when the user starts typing, with the adapter.
  if (matchKnownRoute(window.location.pathname) === undefined) {
    void loadRoutes().catch(() => undefined)
    void api.preload()
  }
  for (const event of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(
      event,
      () => {
        void api.preload()
        void loadRoutes().catch(() => undefined)
      },
      { once: true, passive: true },
    )
  }

  root.render(
    <StrictMode>
      <App api={api} stores={stores} storage={createBrowserStorage(localStorage)} whoIs={whoIs} />
    </StrictMode>,
  )
  schedulePrefetch({
    connection: () => (navigator as { connection?: ConnectionHints }).connection,
    links: () => Array.from(document.links, (link) => link.href),
    origin: window.location.origin,
    manifest: () => loadRoutes().then((manifest) => manifest.matchRoute),
    preload: preloadRoute,
  })
  // The third-party chat is not part of the page: it loads once the page has settled.
  window.addEventListener(
    'load',
    () =>
      setTimeout(
        () =>
          void import('./global/live-chat.ts').then((chat) =>
            chat.loadLiveChat(window.__VITRINE_CONFIG__),
          ),
        LIVE_CHAT_DELAY_MS,
      ),
    { once: true },
  )
}

try {
  start()
} catch (error) {
  // A start-up error is logged and shown as the error page instead of a blank screen.
  console.error('[Vitrine] the panel could not start', error)
  root.render(<ErrorPage error={error} url={window.location.href} />)
}
