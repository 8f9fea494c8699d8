import { lazy, Suspense, useState } from 'react'
import type { Api } from '@vitrine/api'
import { ApiProvider, StorageProvider, type KeyValueStorage } from '@vitrine/api/react'
import { createNotificationCenter, NotificationCenterProvider } from '@vitrine/ui'
import type { AccessLink } from './session/AccountSwitchQuestion.tsx'
import { StoresProvider, type PanelStores } from './session/session-context.tsx'
import { useBranding } from './whitelabel/branding.ts'
import { Navigator } from './shell/Navigator.tsx'
import { Notifications } from './shell/Notifications.tsx'
import { UpdateNotice } from './shell/UpdateNotice.tsx'

// Only an access link meeting another session needs it: kept out of the first load.
const AccountSwitchQuestion = lazy(() => import('./session/AccountSwitchQuestion.tsx'))

export interface AppProps {
  api: Api
  stores: PanelStores
  /** Where screens keep preferences between visits (the browser's localStorage). */
  storage: KeyValueStorage
  /** A start-up access link to ask about (or to say was invalid) instead of taking silently. */
  accessLink?: AccessLink
}

/** The panel: providers around the one router. */
export function App({ api, stores, storage, accessLink }: AppProps) {
  const [notifications] = useState(createNotificationCenter)
  useBranding(stores.whitelabel)
  return (
    <StoresProvider stores={stores}>
      <ApiProvider api={api}>
        <StorageProvider storage={storage}>
          <NotificationCenterProvider center={notifications}>
            <Navigator />
            <Notifications center={notifications} />
            <UpdateNotice />
            {accessLink ? (
              <Suspense fallback={null}>
                <AccountSwitchQuestion link={accessLink} />
              </Suspense>
            ) : null}
          </NotificationCenterProvider>
        </StorageProvider>
      </ApiProvider>
    </StoresProvider>
  )
}
