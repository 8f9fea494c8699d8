import { useApi } from '@vitrine/api/react'
import { LayoutStepScreen } from '@vitrine/features/onboarding/layout-step'
import { useAppStore } from '../../session/session-context.tsx'
import { inApp } from '../in-app.tsx'
import { useStepLevel } from './onboarding-step-level.ts'

function LayoutStep({ appId }: { appId: number }) {
  const api = useApi()
  const appStore = useAppStore()
  return (
    <LayoutStepScreen
      appId={appId}
      level={useStepLevel('layout')}
      // The guard that sends a store with a layout to the checklist reads the held store.
      onLayoutCreated={() => {
        const access = appStore.state.access
        void api.apps
          .get(appId)
          .then((app) => access && appStore.load(app, access))
          .catch(() => undefined)
      }}
    />
  )
}

export default inApp(({ appId }) => <LayoutStep appId={appId} />)
