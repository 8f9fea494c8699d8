import { useState } from 'react'
import useSWR from 'swr'
import { controlKeys, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, Button, Card, EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { History } from 'lucide-react'
import { NoMatches } from '../../shared/NoMatches.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { NoAccessState } from '../shared/AccessNotes.tsx'
import { SettingsPage } from '../shared/SettingsPage.tsx'
import { LogEntryItem } from './LogEntryItem.tsx'
import { hasFilters, LogFilters } from './LogFilters.tsx'
import { useAuditLog, type AuditFilters } from './use-audit-log.ts'

export interface LogsScreenProps {
  appId: number
  /** The viewer's level in the settings area; read and write see the same (the log is read-only). */
  level: Level
}

/** "Registro de atividades": every change made to the store, newest first. */
export function LogsScreen({ appId, level }: LogsScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const [filters, setFilters] = useState<AuditFilters>({})
  const log = useAuditLog(appId, filters, allowed)
  // Only feeds the person filter: if it fails, the filter offers "Todas as pessoas" alone.
  const { data: people } = useSWR(allowed ? controlKeys.managers(appId) : null, () =>
    api.control.managers(appId),
  )
  const filtered = hasFilters(filters)

  return (
    <SettingsPage
      title="Registro de atividades"
      description="O que foi alterado na loja, por quem e quando."
    >
      {!allowed ? (
        <NoAccessState />
      ) : (
        <>
          <LogFilters filters={filters} onChange={setFilters} people={people} />
          {log.error && !log.entries ? (
            <ErrorState
              titleAs="h2"
              title="Não foi possível carregar o registro"
              message={errorMessage(log.error)}
              onRetry={log.retry}
            />
          ) : log.isLoading || !log.entries ? (
            <SkeletonGroup label="Carregando o registro" className="gap-0">
              <Card className="gap-0 py-0">
                {[0, 1, 2, 3].map((row) => (
                  <div
                    key={row}
                    className="flex gap-4 border-b border-border px-4 py-3.5 last:border-b-0"
                  >
                    <Skeleton className="w-32" />
                    <Skeleton className="w-96" />
                  </div>
                ))}
              </Card>
            </SkeletonGroup>
          ) : log.entries.length === 0 ? (
            filtered ? (
              <NoMatches
                title="Nenhuma atividade com esses filtros."
                description="Tente outra área, outra pessoa ou um período maior."
                onClear={() => setFilters({})}
              />
            ) : (
              <EmptyState
                titleAs="h2"
                bordered
                icon={<History aria-hidden />}
                title="Nenhuma atividade registrada ainda."
                description="Cada alteração feita na loja, pelo painel ou pela API, aparece aqui."
              />
            )
          ) : (
            <>
              <Card className="gap-0 py-0">
                <ol aria-label="Atividades, da mais recente para a mais antiga">
                  {log.entries.map((entry) => (
                    <LogEntryItem key={entry.id} entry={entry} />
                  ))}
                </ol>
              </Card>
              {log.error ? (
                <Alert tone="danger">
                  Não foi possível carregar mais atividades. {errorMessage(log.error)}
                  <Button variant="secondary" size="sm" className="mt-2 w-fit" onClick={log.retry}>
                    Tentar novamente
                  </Button>
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
    </SettingsPage>
  )
}
