import type { ReactNode } from 'react'
import { Button } from '@vitrine/ui'
import { ArrowLeft } from 'lucide-react'
import { href } from '../../../routes/manifest.ts'
import { Link } from '../../../routes/navigation.tsx'
import { AreaHeader } from '../../../shared/AreaHeader.tsx'

export type DataplusTablePage = 'rows' | 'triggers'

/**
 * A table's pages: its rows (with the columns) and its triggers, as tabs under its name, and
 * the way back to every table.
 */
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
      actions={
        <>
          <Button asChild variant="ghost">
            <Link href={href('layout-dataplus', { appID: appId })}>
              <ArrowLeft aria-hidden />
              Todas as tabelas
            </Link>
          </Button>
          {actions}
        </>
      }
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
