import { createRoot } from 'react-dom/client'
import {
  createHttpCheckoutApi,
  createHttpClient,
  createHttpPayerAccountsApi,
  createHttpSignupApi,
  defaultServiceUrls,
  type Api,
} from '@vitrine/api'
import { ApiProvider, createBrowserStorage, StorageProvider } from '@vitrine/api/react'
import '@vitrine/ui/styles.css'
import { PublicApp } from './PublicApp.tsx'

/*
 * The payer's public pages (`/pay/{slug}`, `/c-capture/{hash}`, `/public/transaction`,
 * `/acc/{slug}`, `/subscriptions/{id}/{cycle}/subscribe`): built by vite.public.config.ts
 * with `react` aliased to preact/compat, under 60 KB gzip of JavaScript. They need no login and
 * no run-time configuration: the API is the same origin's `/api/<service>`.
 */
const http = createHttpClient({
  services: defaultServiceUrls(),
  getToken: () => null,
  getLanguage: () => 'pt-BR',
})

/**
 * Only the checkout and payer-account parts of the API exist here, and of recurrence the sign-up
 * page's two calls (the whole adapter would drag every area into the bundle); the public screens
 * use nothing else.
 */
const api = {
  checkout: createHttpCheckoutApi(http),
  payerAccounts: createHttpPayerAccountsApi(http),
  recurrence: createHttpSignupApi(http),
} as Pick<Api, 'checkout' | 'payerAccounts'> as Api

/** The account page keeps the payer's session token here, one per store. */
const storage = createBrowserStorage(window.localStorage)

createRoot(document.getElementById('root')!).render(
  <ApiProvider api={api}>
    <StorageProvider storage={storage}>
      <PublicApp />
    </StorageProvider>
  </ApiProvider>,
)
