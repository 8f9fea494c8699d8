import { useState } from 'react'
import {
  dataplusKeys,
  fieldErrorsOf,
  isApiError,
  type DataplusColumn,
  type DataplusColumnInput,
  type DataplusRow,
  type DataplusRowFilters,
  type DataplusValues,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, EmptyState, ErrorState, Skeleton, SkeletonGroup, useNotify } from '@vitrine/ui'
import { Plus, Upload } from 'lucide-react'
import { ExportCsvButton } from '../../../shared/ExportCsvButton.tsx'
import { NoMatches } from '../../../shared/NoMatches.tsx'
import { errorMessage } from '../../../shared/server-errors.ts'
import { useKeysetPages } from '../../../shared/use-keyset-pages.ts'
import { LayoutNoAccess } from '../../shared/LayoutNoAccess.tsx'
import { DataplusTableHeader } from '../shared/DataplusTableHeader.tsx'
import { useDataplusTable } from '../shared/use-dataplus-table.ts'
import { ColumnDialog } from './ColumnDialog.tsx'
import { ColumnsPanel } from './ColumnsPanel.tsx'
import { ImportRowsDialog } from './ImportRowsDialog.tsx'
import { RowDialog } from './RowDialog.tsx'
import { RowFilter, type RowFilterValue } from './RowFilter.tsx'
import { RowsGrid, type GridSort } from './RowsGrid.tsx'

export interface DataplusTableScreenProps {
  appId: number
  tableId: number
  /** The viewer's layout level: read sees the rows, write changes columns and rows. */
  level: Level
}

/**
 * Layout › Data Plus › a table (issue 17 item 1): its columns (typed, with flags; a type change
 * refused with the rows that would not convert) and its rows in a virtualised grid — sorted by
 * a header, one filter, keyset pages, cells edited in place —, a dialog for new rows, CSV
 * export and import (dry run first).
 */
export function DataplusTableScreen({ appId, tableId, level }: DataplusTableScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const table = useDataplusTable(appId, tableId, allowed)
  const [sort, setSort] = useState<GridSort>({})
  const [filter, setFilter] = useState<RowFilterValue>({})
  const [columnEdit, setColumnEdit] = useState<DataplusColumn | 'new' | null>(null)
  const [addingRow, setAddingRow] = useState(false)
  const [importing, setImporting] = useState(false)
  const filters: DataplusRowFilters = { ...sort, ...filter }
  const rows = useKeysetPages({
    filters,
    enabled: allowed && Boolean(table.data),
    listKey: (value) => dataplusKeys.rows(appId, tableId, value),
    fetchPage: (query) => api.dataplus.listRows(appId, tableId, query),
  })

  const columns = table.data?.columns ?? []
  const saveColumn = async (input: DataplusColumnInput) => {
    const saved =
      columnEdit && columnEdit !== 'new'
        ? await api.dataplus.updateColumn(appId, tableId, columnEdit.id, input)
        : await api.dataplus.addColumn(appId, tableId, input)
    await table.mutate(saved, { revalidate: false })
    void rows.reload()
    notify({ type: 'success', message: `Coluna «${input.label}» salva.` })
    return saved
  }
  const saveCell = async (row: DataplusRow, column: DataplusColumn, value: unknown) => {
    try {
      await api.dataplus.updateRow(appId, tableId, row.id, {
        values: { ...row.values, [column.key]: value },
      })
      await rows.reload()
      return null
    } catch (error) {
      const fields = fieldErrorsOf(error)
      return (
        fields[column.key] ??
        Object.values(fields)[0] ??
        (isApiError(error) ? error.message : 'Não foi possível salvar.')
      )
    }
  }
  const createRow = async (values: DataplusValues) => {
    const row = await api.dataplus.createRow(appId, tableId, { values })
    notify({ type: 'success', message: `Linha ${row.id} incluída.` })
    await rows.reload()
    return row
  }

  if (!allowed) {
    return (
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
        <h1 className="text-2xl font-semibold">Data Plus</h1>
        <LayoutNoAccess />
      </div>
    )
  }
  if (table.error) {
    return (
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
        <h1 className="text-2xl font-semibold">Data Plus</h1>
        <ErrorState
          titleAs="h2"
          bordered
          title={
            isApiError(table.error) && table.error.statusCode === 404
              ? 'Tabela não encontrada'
              : 'Não foi possível carregar a tabela'
          }
          message={errorMessage(table.error)}
          onRetry={() => void table.mutate()}
        />
      </div>
    )
  }
  if (!table.data) {
    return (
      <SkeletonGroup label="Carregando a tabela" className="mx-auto w-full max-w-7xl">
        <Skeleton className="h-12 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </SkeletonGroup>
    )
  }
  const current = table.data
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <DataplusTableHeader
        appId={appId}
        tableId={tableId}
        name={current.name}
        description={
          <>
            {current.description || 'Tabela do Data Plus.'} O site lê em{' '}
            <span className="font-mono">/dataplus/{current.slug}/rows</span>.
          </>
        }
        current="rows"
      />
      <section aria-labelledby="dataplus-columns" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dataplus-columns" className="text-lg font-semibold">
            Colunas
          </h2>
          {canWrite ? (
            <Button variant="secondary" onClick={() => setColumnEdit('new')}>
              <Plus aria-hidden />
              Nova coluna
            </Button>
          ) : null}
        </div>
        {columns.length === 0 ? (
          <EmptyState
            titleAs="h3"
            bordered
            title="Nenhuma coluna ainda"
            description={
              canWrite
                ? 'Inclua a primeira coluna: um título, uma chave e o tipo do valor.'
                : 'A tabela ainda não tem colunas.'
            }
          />
        ) : (
          <ColumnsPanel
            columns={columns}
            canWrite={canWrite}
            onEdit={(column) => setColumnEdit(column)}
            onRemove={async (column) => {
              const saved = await api.dataplus.removeColumn(appId, tableId, column.id)
              await table.mutate(saved, { revalidate: false })
              void rows.reload()
              notify({ type: 'success', message: `Coluna «${column.label}» excluída.` })
            }}
            onReorder={(ids) => {
              void (async () => {
                try {
                  const saved = await api.dataplus.reorderColumns(appId, tableId, ids)
                  await table.mutate(saved, { revalidate: false })
                } catch (error) {
                  notify({
                    type: 'error',
                    message: errorMessage(error) ?? 'Não foi possível mudar a ordem.',
                  })
                }
              })()
            }}
          />
        )}
      </section>
      {columns.length > 0 ? (
        <section aria-labelledby="dataplus-rows" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="dataplus-rows" className="text-lg font-semibold">
              Linhas
            </h2>
            <div className="flex flex-wrap gap-2">
              <ExportCsvButton
                exportFile={() => api.dataplus.exportRows(appId, tableId)}
                fileName={() => `${current.slug}.csv`}
              />
              {canWrite ? (
                <>
                  <Button variant="secondary" onClick={() => setImporting(true)}>
                    <Upload aria-hidden />
                    Importar CSV
                  </Button>
                  <Button onClick={() => setAddingRow(true)}>
                    <Plus aria-hidden />
                    Nova linha
                  </Button>
                </>
              ) : null}
            </div>
          </div>
          <RowFilter
            key={columns.map((column) => column.key).join()}
            columns={columns}
            value={filter}
            onChange={setFilter}
          />
          {rows.error ? (
            <ErrorState
              titleAs="h3"
              bordered
              title="Não foi possível carregar as linhas"
              message={errorMessage(rows.error)}
              onRetry={() => void rows.reload()}
            />
          ) : !rows.items ? (
            <SkeletonGroup label="Carregando as linhas">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </SkeletonGroup>
          ) : rows.items.length === 0 ? (
            filter.filter_column ? (
              <NoMatches
                title="Nenhuma linha com este filtro"
                description="Mude a condição ou limpe o filtro."
                onClear={() => setFilter({})}
              />
            ) : (
              <EmptyState
                titleAs="h3"
                bordered
                title="Nenhuma linha ainda"
                description={
                  canWrite
                    ? 'Inclua uma linha ou importe uma planilha CSV.'
                    : 'A tabela ainda não tem linhas.'
                }
              />
            )
          ) : (
            <RowsGrid
              columns={columns}
              rows={rows.items}
              hasMore={rows.hasMore}
              onEndReached={() => void rows.loadMore()}
              stale={rows.stale}
              sort={sort}
              onSortChange={setSort}
              canWrite={canWrite}
              saveCell={saveCell}
              removeRow={async (row) => {
                await api.dataplus.removeRow(appId, tableId, row.id)
                notify({ type: 'success', message: `Linha ${row.id} excluída.` })
                await rows.reload()
              }}
            />
          )}
        </section>
      ) : null}
      {canWrite ? (
        <>
          <ColumnDialog
            column={columnEdit && columnEdit !== 'new' ? columnEdit : undefined}
            open={columnEdit !== null}
            onOpenChange={(open) => {
              if (!open) setColumnEdit(null)
            }}
            save={saveColumn}
          />
          <RowDialog
            columns={columns}
            open={addingRow}
            onOpenChange={setAddingRow}
            save={createRow}
          />
          <ImportRowsDialog
            appId={appId}
            tableId={tableId}
            columns={columns}
            open={importing}
            onOpenChange={setImporting}
            onImported={() => void rows.reload()}
          />
        </>
      ) : null}
    </div>
  )
}
