import { useState } from 'react'
import type { Api } from '@vitrine/api'
import { ApiProvider, StorageProvider, type KeyValueStorage } from '@vitrine/api/react'
import { createNotificationCenter, NotificationCenterProvider } from '@vitrine/ui'
import { AccessLinkQuestion } from './session/AccessLinkQuestion.tsx'
import type { WhoIs } from './session/AccountSwitchQuestion.tsx'
import { StoresProvider, type PanelStores } from './session/session-context.tsx'
import { useBranding } from './whitelabel/branding.ts'
import { Navigator } from './shell/Navigator.tsx'
import { Notifications } from './shell/Notifications.tsx'
import { UpdateNotice } from './shell/UpdateNotice.tsx'

export interface AppProps {
  api: Api
  stores: PanelStores
  /** Where screens keep preferences between visits (the browser's localStorage). */
  storage: KeyValueStorage
  /** Who an access link's token belongs to, asked without storing it (see AccessLinkQuestion). */
  whoIs: WhoIs
}

/** The panel: providers around the one router. */
export function App({ api, stores, storage, whoIs }: AppProps) {
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
            <AccessLinkQuestion whoIs={whoIs} />
          </NotificationCenterProvider>
        </StorageProvider>
      </ApiProvider>
    </StoresProvider>
  )
}
