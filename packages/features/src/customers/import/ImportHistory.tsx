import { useId, useState } from 'react'
import useSWR from 'swr'
import { customerKeys, type CustomerImport, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { FileUp } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { counted, rowsToWrite, undoPlan, undoSummary } from './import-texts.ts'
import { useRevalidateCustomers } from './revalidate-customers.ts'

/** Imports shown before "show all": the recent ones are the ones people undo. */
const RECENT = 5

export interface ImportHistoryProps {
  appId: number
  /** The viewer's customers level: read lists the imports, write can also undo them. */
  level: Level
  /** The heading element that fits the page outline. */
  titleAs?: 'h2' | 'h3'
}

/** "Importações recentes": who imported which file when, what it did, and its undo. */
export function ImportHistory({ appId, level, titleAs: Title = 'h2' }: ImportHistoryProps) {
  const api = useApi()
  const notify = useNotify()
  const revalidate = useRevalidateCustomers(appId)
  const headingId = useId()
  const { data, error, mutate, isLoading } = useSWR(
    level === 'none' ? null : customerKeys.imports(appId),
    () => api.customers.imports(appId),
  )
  const [showAll, setShowAll] = useState(false)
  const [undoing, setUndoing] = useState<CustomerImport | null>(null)
  // Kept while the confirmation closes, so its text does not vanish mid-way.
  const [lastUndoing, setLastUndoing] = useState<CustomerImport | null>(null)
  const confirming = undoing ?? lastUndoing
  const canUndo = level === 'write'

  async function undo(item: CustomerImport) {
    const result = await api.customers.undoImport(appId, item.id)
    notify({
      type: 'success',
      message: `Importação de «${item.file_name}» desfeita: ${undoSummary(result)}`,
    })
    await revalidate()
  }

  const shown = data && !showAll ? data.slice(0, RECENT) : data

  return (
    <section aria-labelledby={headingId} data-slot="import-history" className="grid gap-3">
      <Title id={headingId} className="text-md font-semibold">
        Importações recentes
      </Title>
      {level === 'none' ? (
        <p className="text-base text-muted-foreground">
          Você não tem acesso às importações de clientes.
        </p>
      ) : error ? (
        <ErrorState
          size="sm"
          bordered
          titleAs="p"
          title="Não foi possível carregar as importações"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => mutate()}
        />
      ) : isLoading || !data ? (
        <SkeletonGroup label="Carregando importações" className="grid gap-2">
          {[0, 1].map((row) => (
            <div key={row} className="grid gap-2 rounded-md border border-border px-4 py-3">
              <Skeleton className="w-48" />
              <Skeleton className="w-72" />
            </div>
          ))}
        </SkeletonGroup>
      ) : data.length === 0 ? (
        <EmptyState
          size="sm"
          bordered
          titleAs="p"
          icon={<FileUp aria-hidden />}
          title="Nenhuma importação ainda."
          description="As planilhas importadas aparecem aqui, e cada importação pode ser desfeita inteira."
        />
      ) : (
        <>
          <ul className="grid gap-2">
            {shown!.map((item) => (
              <ImportHistoryItem
                key={item.id}
                item={item}
                canUndo={canUndo}
                onUndo={() => {
                  setUndoing(item)
                  setLastUndoing(item)
                }}
              />
            ))}
          </ul>
          {data.length > RECENT ? (
            <Button
              variant="link"
              size="sm"
              className="w-fit px-0"
              aria-expanded={showAll}
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? 'Mostrar só as recentes' : `Mostrar todas (${data.length})`}
            </Button>
          ) : null}
        </>
      )}
      {canUndo && confirming ? (
        <ConfirmDialog
          open={undoing !== null}
          onOpenChange={(open) => (open ? undefined : setUndoing(null))}
          tone="danger"
          title={`Desfazer a importação de «${confirming.file_name}»?`}
          description={undoPlan(confirming)}
          confirmLabel="Desfazer importação"
          cancelLabel="Voltar"
          onConfirm={() => undo(confirming)}
        />
      ) : null}
    </section>
  )
}

function ImportHistoryItem({
  item,
  canUndo,
  onUndo,
}: {
  item: CustomerImport
  canUndo: boolean
  onUndo: () => void
}) {
  const counts = [
    counted(item.created, 'criado', 'criados'),
    counted(item.updated, 'atualizado', 'atualizados'),
    counted(item.skipped, 'sem mudança', 'sem mudança'),
    ...(item.failed > 0 ? [counted(item.failed, 'não importado', 'não importados')] : []),
  ]
  return (
    <li
      data-slot="import-history-item"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-border bg-surface px-4 py-3"
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{item.file_name}</p>
        <p className="text-sm text-muted-foreground">
          {item.actor_name}, {formatDateTime(item.created_at)} ·{' '}
          {counted(item.total_rows, 'linha', 'linhas')}
        </p>
        <p className="text-sm">{counts.join(' · ')}</p>
      </div>
      {item.undone_at ? (
        <Badge>Desfeita em {formatDateTime(item.undone_at)}</Badge>
      ) : canUndo && rowsToWrite(item) > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Desfazer a importação de «${item.file_name}»`}
          onClick={onUndo}
        >
          Desfazer
        </Button>
      ) : null}
    </li>
  )
}
