import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { grantsOf } from '@vitrine/api'
import { AppFrame } from '@vitrine/features/shell/frame'
import { useStores } from '../session/session-context.tsx'
import { EmailNotice } from './EmailNotice.tsx'
import { FinancialModalHost } from './FinancialModalHost.tsx'
import { useSignOut } from './use-sign-out.ts'

/**
 * The store frame (general layout) and its header-only variant (general-top-header): the
 * guards have loaded the app and the user before a screen of these layouts renders.
 */
export function GeneralLayout({
  routeName,
  variant = 'side-panel',
  children,
}: {
  routeName: string
  variant?: 'side-panel' | 'top-header'
  children: ReactNode
}) {
  const stores = useStores()
  const { app, access } = useSnapshot(stores.appStore.state)
  const { user } = useSnapshot(stores.session.state)
  const { data: reseller } = useSnapshot(stores.whitelabel.state)
  const signOut = useSignOut()
  if (!app || !access || !user) return <main className="p-6">{children}</main>
  return (
    <AppFrame
      appId={app.id}
      appName={app.name}
      routeName={routeName}
      grants={grantsOf(access)}
      user={user}
      variant={variant}
      recurrenceApps={stores.shellConfig.recurrenceApps}
      reseller={
        reseller
          ? {
              brand: { name: reseller.name, logoUrl: reseller.branding.logo_url },
              flags: reseller.flags,
            }
          : null
      }
      onSignOut={() => void signOut()}
    >
      <EmailNotice className="mb-6" />
      {children}
      <FinancialModalHost />
    </AppFrame>
  )
}

export function GeneralTopHeaderLayout(props: { routeName: string; children: ReactNode }) {
  return <GeneralLayout {...props} variant="top-header" />
}
