import { useState } from 'react'
import useSWR from 'swr'
import { dataplusKeys, type DataplusTableInput, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { Database, Plus } from 'lucide-react'
import { href } from '../../../routes/manifest.ts'
import { Link, useNavigate } from '../../../routes/navigation.tsx'
import { errorMessage } from '../../../shared/server-errors.ts'
import { LayoutNoAccess } from '../../shared/LayoutNoAccess.tsx'
import { rowsLabel } from '../shared/words.ts'
import { TableDialog } from './TableDialog.tsx'

export interface DataplusTablesScreenProps {
  appId: number
  /** The viewer's layout level: read sees the tables, write creates them. */
  level: Level
}

/**
 * Layout › Data Plus (issue 17 item 1): the store's own tables for the storefront, each with
 * its columns, rows and triggers; "Nova tabela" creates one and opens it to add columns.
 */
export function DataplusTablesScreen({ appId, level }: DataplusTablesScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useSWR(allowed ? dataplusKeys.tables(appId) : null, () =>
    api.dataplus.listTables(appId),
  )
  const [creating, setCreating] = useState(false)

  const create = async (input: DataplusTableInput) => {
    const table = await api.dataplus.createTable(appId, input)
    notify({ type: 'success', message: `Tabela «${table.name}» criada. Agora inclua as colunas.` })
    await list.mutate()
    navigate(href('layout-dataplus-table', { appID: appId, tableID: table.id }))
    return table
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">Layout</p>
          <h1 className="text-2xl font-semibold">Data Plus</h1>
          <p className="text-muted-foreground">
            Tabelas da loja para o site — lojas físicas, medidas, perguntas — que o site lê pela
            API.
          </p>
        </div>
        {allowed && canWrite ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Nova tabela
          </Button>
        ) : null}
      </header>
      {!allowed ? (
        <LayoutNoAccess />
      ) : list.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar as tabelas"
          message={errorMessage(list.error)}
          onRetry={() => void list.mutate()}
        />
      ) : !list.data ? (
        <SkeletonGroup label="Carregando as tabelas">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </SkeletonGroup>
      ) : list.data.length === 0 ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Database aria-hidden />}
          title="Nenhuma tabela ainda"
          description={
            canWrite
              ? 'Crie uma tabela para guardar dados do site, como endereços de lojas ou uma tabela de medidas.'
              : 'A loja ainda não tem tabelas do Data Plus.'
          }
        />
      ) : (
        <ul aria-label="Tabelas" className="grid gap-3 md:grid-cols-2">
          {list.data.map((table) => (
            <li
              key={table.id}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  <Link
                    href={href('layout-dataplus-table', { appID: appId, tableID: table.id })}
                    className="hover:underline"
                  >
                    {table.name}
                  </Link>
                </h2>
                <Badge size="sm" className="font-mono">
                  {table.slug}
                </Badge>
              </div>
              {table.description ? (
                <p className="text-sm text-muted-foreground">{table.description}</p>
              ) : null}
              <p className="text-sm">
                {table.columns.length} {table.columns.length === 1 ? 'coluna' : 'colunas'} ·{' '}
                {rowsLabel(table.row_count)} ·{' '}
                <Link
                  href={href('layout-dataplus-triggers', { appID: appId, tableID: table.id })}
                  className="underline"
                >
                  {table.trigger_count} {table.trigger_count === 1 ? 'gatilho' : 'gatilhos'}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? <TableDialog open={creating} onOpenChange={setCreating} save={create} /> : null}
    </div>
  )
}
