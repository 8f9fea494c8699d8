import { useState } from 'react'
import {
  ECOMMERCE_LOG_KIND_NAMES,
  ECOMMERCE_LOG_KINDS,
  ecommerceLogsKeys,
  type EcommerceLog,
  type EcommerceLogFilters,
  type EcommerceLogKind,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  ErrorState,
  Field,
  Input,
  Select,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { ScrollText } from 'lucide-react'
import { DateRangeFields } from '../../shared/DateRangeFields.tsx'
import { formatDateTime } from '../../shared/format.ts'
import { NoMatches } from '../../shared/NoMatches.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useDebouncedSearch } from '../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { storePages } from '../platform/store-pages.ts'
import { EcommerceHeader } from '../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../shared/EcommerceNoAccess.tsx'
import { detailRows } from './detail-rows.ts'

export interface LogsScreenProps {
  appId: number
  /** The viewer's e-commerce level; read and write see the same (the log is read-only). */
  level: Level
}

const FAILED: ReadonlySet<EcommerceLogKind> = new Set(['mail_failed', 'feed_failed'])

/**
 * E-commerce › Registros (issue 15 item 6): what the store's e-commerce did — e-mails, XML
 * feeds, coupons, publications, settings — newest first, filtered by kind, period and words;
 * an event opens with its detail.
 */
export function EcommerceLogsScreen({ appId, level }: LogsScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const [kind, setKind] = useState<EcommerceLogKind | undefined>()
  const [range, setRange] = useState<{ from?: string | undefined; to?: string | undefined }>({})
  const search = useDebouncedSearch()
  const [open, setOpen] = useState<EcommerceLog | null>(null)
  const filters: EcommerceLogFilters = {
    ...(kind ? { kind } : {}),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(search.query ? { q: search.query } : {}),
  }
  const filtered = Object.keys(filters).length > 0
  const log = useKeysetPages({
    filters,
    enabled: allowed,
    listKey: (current) => ecommerceLogsKeys.list(appId, current),
    fetchPage: (query) => api.ecommerceLogs.listLogs(appId, query),
  })
  const clear = () => {
    setKind(undefined)
    setRange({})
    search.clear()
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader
        title="Registros"
        description="Os eventos do e-commerce: e-mails, XML, cupons, publicações e configurações."
        tabsLabel="Páginas da loja"
        pages={storePages(appId)}
        current="logs"
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          <search aria-label="Filtrar registros" className="grid gap-3 sm:grid-cols-4">
            <Field label="Tipo">
              <Select
                options={[
                  { value: '', label: 'Todos os tipos' },
                  ...ECOMMERCE_LOG_KINDS.map((value) => ({
                    value,
                    label: ECOMMERCE_LOG_KIND_NAMES[value],
                  })),
                ]}
                value={kind ?? ''}
                onValueChange={(value) =>
                  setKind((value || undefined) as EcommerceLogKind | undefined)
                }
              />
            </Field>
            <DateRangeFields
              from={range.from}
              to={range.to}
              onChange={(patch) => setRange((current) => ({ ...current, ...patch }))}
            />
            <Field label="Buscar">
              <Input
                type="search"
                value={search.search}
                placeholder="Destinatário, cupom, pessoa…"
                onChange={(event) => search.setSearch(event.target.value)}
              />
            </Field>
          </search>
          {log.error && !log.items ? (
            <ErrorState
              titleAs="h2"
              bordered
              title="Não foi possível carregar os registros"
              message={errorMessage(log.error)}
              onRetry={() => void log.reload()}
            />
          ) : !log.items ? (
            <SkeletonGroup label="Carregando os registros" className="gap-0">
              <Card className="gap-0 py-0">
                {[0, 1, 2, 3].map((row) => (
                  <div key={row} className="flex gap-4 border-b border-border px-4 py-3.5">
                    <Skeleton className="w-32" />
                    <Skeleton className="w-96" />
                  </div>
                ))}
              </Card>
            </SkeletonGroup>
          ) : log.items.length === 0 ? (
            filtered ? (
              <NoMatches
                title="Nenhum registro com esses filtros."
                description="Tente outro tipo, outras palavras ou um período maior."
                onClear={clear}
              />
            ) : (
              <EmptyState
                titleAs="h2"
                bordered
                icon={<ScrollText aria-hidden />}
                title="Nenhum registro ainda."
                description="E-mails enviados, XML gerados, cupons usados e publicações aparecem aqui."
              />
            )
          ) : (
            <>
              <Card className={log.stale ? 'gap-0 py-0 opacity-60' : 'gap-0 py-0'}>
                <ol aria-label="Registros, do mais recente para o mais antigo">
                  {log.items.map((entry) => (
                    <li key={entry.id} className="border-b border-border last:border-b-0">
                      <button
                        type="button"
                        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => setOpen(entry)}
                      >
                        <Badge tone={FAILED.has(entry.kind) ? 'danger' : 'neutral'}>
                          {ECOMMERCE_LOG_KIND_NAMES[entry.kind]}
                        </Badge>
                        <span data-part="subject" className="flex-1 text-sm font-medium">
                          {entry.subject}
                        </span>
                        <span className="text-sm text-muted-foreground">
                          {formatDateTime(entry.at)}
                          {entry.actor ? ` · ${entry.actor}` : ''}
                        </span>
                      </button>
                    </li>
                  ))}
                </ol>
              </Card>
              {log.error ? (
                <Alert tone="danger">
                  Não foi possível carregar mais registros. {errorMessage(log.error)}
                </Alert>
              ) : log.hasMore ? (
                <Button
                  variant="secondary"
                  className="self-center"
                  loading={log.loadingMore}
                  onClick={() => void log.loadMore()}
                >
                  Carregar mais
                </Button>
              ) : null}
            </>
          )}
        </>
      )}
      <LogDetailDialog entry={open} onClose={() => setOpen(null)} />
    </div>
  )
}

function LogDetailDialog({ entry, onClose }: { entry: EcommerceLog | null; onClose: () => void }) {
  const rows = entry ? detailRows(entry.detail) : []
  return (
    <Dialog open={entry !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent size="lg">
        {entry ? (
          <>
            <DialogHeader>
              <DialogTitle>{ECOMMERCE_LOG_KIND_NAMES[entry.kind]}</DialogTitle>
              <DialogDescription>
                {entry.subject} · {formatDateTime(entry.at)} ·{' '}
                {entry.actor ?? 'registrado pela Vitrine'}
              </DialogDescription>
            </DialogHeader>
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">Sem detalhes.</p>
            ) : (
              <dl className="grid max-h-[60vh] gap-x-4 gap-y-2 overflow-y-auto text-sm sm:grid-cols-[10rem_1fr]">
                {rows.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="font-medium text-muted-foreground">{row.label}</dt>
                    <dd>
                      {row.block ? (
                        <pre className="overflow-x-auto rounded-md bg-muted p-2 font-mono text-xs">
                          {row.value}
                        </pre>
                      ) : (
                        row.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
