import type { ReactNode } from 'react'
import { href } from '../../../routes/manifest.ts'
import { AreaHeader } from '../../../shared/AreaHeader.tsx'

export type DataplusTablePage = 'rows' | 'triggers'

/** A table's pages: its rows (with the columns) and its triggers, as tabs under its name. */
export function DataplusTableHeader({
  appId,
  tableId,
  name,
  description,
  current,
  actions,
}: {
  appId: number
  tableId: number
  name: string
  description: ReactNode
  current: DataplusTablePage
  actions?: ReactNode
}) {
  return (
    <AreaHeader
      area="Layout › Data Plus"
      title={name}
      description={description}
      actions={actions}
      tabsLabel="Páginas da tabela"
      current={current}
      pages={[
        {
          page: 'rows',
          label: 'Colunas e linhas',
          href: href('layout-dataplus-table', { appID: appId, tableID: tableId }),
        },
        {
          page: 'triggers',
          label: 'Gatilhos',
          href: href('layout-dataplus-triggers', { appID: appId, tableID: tableId }),
        },
      ]}
    />
  )
}
