import type { ReactNode } from 'react'
import { AreaHeader } from '../../shared/AreaHeader.tsx'
import { recurrencePages, type RecurrencePage } from './recurrence-pages.ts'

export interface RecurrenceHeaderProps {
  appId: number
  page: RecurrencePage
  title: string
  description: ReactNode
  /** The page's main actions, at the end of the title's line ("Novo plano"). */
  actions?: ReactNode
}

/**
 * "Recorrência", the page's title and what it is for, and the area's pages (Planos · Produtos ·
 * Assinaturas · Webhook).
 */
export function RecurrenceHeader({ appId, page, ...heading }: RecurrenceHeaderProps) {
  return (
    <AreaHeader
      area="Recorrência"
      tabsLabel="Páginas da recorrência"
      pages={recurrencePages(appId)}
      current={page}
      {...heading}
    />
  )
}
