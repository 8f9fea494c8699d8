import type { ReactNode } from 'react'
import type { RecurrencePage } from './recurrence-pages.ts'
import { RecurrenceTabs } from './RecurrenceTabs.tsx'

export interface RecurrenceHeaderProps {
  appId: number
  page: RecurrencePage
  title: string
  description: ReactNode
  /** The page's main actions, at the end of the title's line ("Novo plano"). */
  actions?: ReactNode
}

/** "Recorrência", the page's title and what it is for, and the area's pages. */
export function RecurrenceHeader({
  appId,
  page,
  title,
  description,
  actions,
}: RecurrenceHeaderProps) {
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">Recorrência</p>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      <RecurrenceTabs appId={appId} current={page} />
    </div>
  )
}
