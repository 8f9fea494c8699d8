import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { FinancialPendingModal, financialModalDue } from '@vitrine/features/financial'
import { useAppStore, useUiStore } from '../session/session-context.tsx'

/**
 * The financial-pending modal (section 4): shown while the app has a pending financial situation
 * and a page has finished loading, at most once every 24 hours per store (remembered in the
 * persisted UI state).
 */
export function FinancialModalHost() {
  const appStore = useAppStore()
  const ui = useUiStore()
  const { app, showFinancialModal, pageLoads } = useSnapshot(appStore.state)
  const [open, setOpen] = useState(false)
  const key = app ? String(app.id) : null

  useEffect(() => {
    if (!app || !key) return
    const shownAt = ui.state.financialModalShownAt[key]
    const due = financialModalDue({
      hasPending: app.has_financial_pending,
      pageLoaded: showFinancialModal,
      lastShownAt: shownAt ? new Date(shownAt) : null,
      now: Date.now(),
    })
    if (!due) return
    ui.state.financialModalShownAt[key] = new Date().toISOString()
    setOpen(true)
    // pageLoads: the flag may already be set, yet every page that loads is a new check.
  }, [app, key, showFinancialModal, pageLoads, ui])

  if (!app) return null
  return (
    <FinancialPendingModal
      open={open}
      appName={app.name}
      daysUntilLockdown={app.days_until_lockdown}
      onClose={() => {
        setOpen(false)
        appStore.dismissFinancialModal()
      }}
    />
  )
}
