import { lazy, Suspense, useState } from 'react'
import useSWR from 'swr'
import { themeFileKeys, themeFileLanguage, type ThemeFile } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  cn,
} from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'

const CodeDiff = lazy(() => import('@vitrine/ui/components/code-diff'))

export interface HistoryDialogProps {
  appId: number
  path: string
  /** What the editor holds now (the draft): each version is compared with it. */
  current: string
  dirty: boolean
  language: string | null
  canWrite: boolean
  onRestored: (file: ThemeFile) => void
  onClose: () => void
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined)

/**
 * A file's versions, newest first; the chosen one compared with what the editor holds now, and
 * restored (as a new version, after a confirmation) by a person who can write.
 */
export function HistoryDialog({
  appId,
  path,
  current,
  dirty,
  language,
  canWrite,
  onRestored,
  onClose,
}: HistoryDialogProps) {
  const api = useApi()
  const versions = useSWR(themeFileKeys.versions(appId, path), () =>
    api.themeFiles.versions(appId, path),
  )
  const [chosen, setChosen] = useState<number | null>(null)
  const selected = chosen ?? versions.data?.[0]?.version ?? null
  const version = useSWR(
    selected === null ? null : themeFileKeys.version(appId, path, selected),
    () => api.themeFiles.version(appId, path, selected!),
  )
  const [confirming, setConfirming] = useState(false)

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" className="max-w-6xl">
        <DialogHeader>
          <DialogTitle>Histórico de {path}</DialogTitle>
          <DialogDescription>
            Cada salvamento é uma versão. Escolha uma para compará-la com o que está no editor agora
            {dirty ? ' (com as suas alterações não salvas)' : ''}.
          </DialogDescription>
        </DialogHeader>
        {versions.error ? (
          <ErrorState
            titleAs="h3"
            title="Não foi possível carregar as versões"
            message={errorText(versions.error)}
            onRetry={() => versions.mutate()}
          />
        ) : !versions.data ? (
          <SkeletonGroup label="Carregando as versões">
            <Skeleton className="h-40 w-full" />
          </SkeletonGroup>
        ) : (
          <div className="grid min-h-0 gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
            <ul aria-label="Versões" className="flex max-h-[55vh] flex-col gap-1 overflow-y-auto">
              {versions.data.map((item) => (
                <li key={item.version}>
                  <button
                    type="button"
                    aria-pressed={item.version === selected}
                    onClick={() => setChosen(item.version)}
                    className={cn(
                      'flex w-full flex-col rounded-md border border-transparent px-3 py-2 text-start text-sm',
                      'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      item.version === selected && 'border-primary/40 bg-primary/10',
                    )}
                  >
                    <span className="font-medium">Versão {item.version}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTime(item.created_at)}
                      {item.author ? ` · ${item.author}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex min-w-0 flex-col gap-3">
              {version.error ? (
                <ErrorState
                  titleAs="h3"
                  title="Não foi possível carregar esta versão"
                  message={errorText(version.error)}
                  onRetry={() => version.mutate()}
                />
              ) : !version.data ? (
                <SkeletonGroup label="Carregando a versão">
                  <Skeleton className="h-64 w-full" />
                </SkeletonGroup>
              ) : (
                <Suspense
                  fallback={
                    <SkeletonGroup label="Carregando a comparação">
                      <Skeleton className="h-64 w-full" />
                    </SkeletonGroup>
                  }
                >
                  <CodeDiff
                    key={version.data.version}
                    original={version.data.content}
                    value={current}
                    language={language ?? themeFileLanguage(path)}
                    originalLabel={`Versão ${version.data.version}`}
                    valueLabel={dirty ? 'No editor (não salvo)' : 'Atual'}
                    height="50vh"
                  />
                </Suspense>
              )}
              {canWrite && selected !== null ? (
                <div className="flex justify-end">
                  <Button
                    variant="secondary"
                    disabled={!version.data}
                    onClick={() => setConfirming(true)}
                  >
                    Restaurar versão {selected}
                  </Button>
                </div>
              ) : null}
            </div>
          </div>
        )}
        {confirming && selected !== null ? (
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={`Restaurar a versão ${selected}?`}
            description={
              dirty
                ? `O arquivo volta ao conteúdo da versão ${selected}, salvo como uma versão nova. As alterações não salvas no editor serão descartadas.`
                : `O arquivo volta ao conteúdo da versão ${selected}, salvo como uma versão nova. As versões de agora continuam no histórico.`
            }
            confirmLabel="Restaurar"
            tone={dirty ? 'danger' : 'primary'}
            onConfirm={async () => {
              const file = await api.themeFiles.restore(appId, { path, version: selected })
              onRestored(file)
              setChosen(null)
              await versions.mutate()
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
