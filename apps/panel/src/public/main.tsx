import { createRoot } from 'react-dom/client'
import { createHttpCheckoutApi, createHttpClient, defaultServiceUrls, type Api } from '@vitrine/api'
import { ApiProvider } from '@vitrine/api/react'
import '@vitrine/ui/styles.css'
import { PublicApp } from './PublicApp.tsx'

/*
 * The payer's public pages (`/pay/{slug}`, `/c-capture/{hash}`, `/public/transaction`): built by vite.public.config.ts
 * with `react` aliased to preact/compat, under 60 KB gzip of JavaScript. They need no login and
 * no run-time configuration: the API is the same origin's `/api/<service>`.
 */
const http = createHttpClient({
  services: defaultServiceUrls(),
  getToken: () => null,
  getLanguage: () => 'pt-BR',
})

/**
 * Only the checkout part of the API exists here (the whole adapter would drag every area into
 * the bundle); the public screens use nothing else.
 */
const api = { checkout: createHttpCheckoutApi(http) } as Pick<Api, 'checkout'> as Api

createRoot(document.getElementById('root')!).render(
  <ApiProvider api={api}>
    <PublicApp />
  </ApiProvider>,
)
