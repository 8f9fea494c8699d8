import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import useSWR from 'swr'
import { themeFileKeys, type Level, type ThemeSearchHit } from '@vitrine/api'
import { useApi, useStorage } from '@vitrine/api/react'
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  cn,
  useNotify,
} from '@vitrine/ui'
import { clampIndentUnit } from '@vitrine/ui/code-languages'
import {
  FilePlus,
  Files,
  FolderInput,
  FolderPlus,
  Pencil,
  Search,
  SquareCode,
  Trash2,
} from 'lucide-react'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'
import { LayoutNoAccess } from '../shared/LayoutNoAccess.tsx'
import { ConflictDialog } from './ConflictDialog.tsx'
import { EditorPane, type EditorSettings, type LineJump } from './EditorPane.tsx'
import { EditorTabs, tabId } from './EditorTabs.tsx'
import { EntryDialog, type EntryAction } from './EntryDialog.tsx'
import { FileTree } from './FileTree.tsx'
import { HistoryDialog } from './HistoryDialog.tsx'
import { SearchPanel } from './SearchPanel.tsx'
import { buildTree, folderOf, isInside, nameOf } from './tree.ts'
import { isDirty, useOpenFiles } from './use-open-files.ts'

export interface IdeScreenProps {
  appId: number
  /** The viewer's layout level: read browses, searches and compares; write changes the theme. */
  level: Level
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined)
const SETTINGS_KEY = 'vitrine:ide:settings'

function readSettings(raw: string | null): EditorSettings {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<EditorSettings>) : {}
    const fontSize = ['small', 'normal', 'large', 'huge'].includes(String(parsed.fontSize))
      ? (parsed.fontSize as EditorSettings['fontSize'])
      : 'normal'
    return { indent: clampIndentUnit(parsed.indent), fontSize }
  } catch {
    return { indent: clampIndentUnit(undefined), fontSize: 'normal' }
  }
}

/** The tree of the store's theme (no contents), or nothing asked without access. */
function useThemeTree(appId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(allowed ? themeFileKeys.tree(appId) : null, () => api.themeFiles.tree(appId))
}

/** "Desenvolvimento (IDE)": the theme's files, the editor, versions and search. */
export function IdeScreen({ appId, level }: IdeScreenProps) {
  const allowed = level !== 'none'
  const tree = useThemeTree(appId, allowed)
  return (
    <div className="flex h-[calc(100dvh-7.5rem)] min-h-[32rem] flex-col gap-3">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Desenvolvimento (IDE)</h1>
      </header>
      {!allowed ? (
        <LayoutNoAccess />
      ) : tree.error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar os arquivos do tema"
          message={errorText(tree.error)}
          onRetry={() => tree.mutate()}
        />
      ) : !tree.data ? (
        <SkeletonGroup label="Carregando os arquivos do tema" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-5 w-56" />
          ))}
        </SkeletonGroup>
      ) : (
        <Workspace
          appId={appId}
          canWrite={level === 'write'}
          entries={tree.data.entries}
          refresh={() => tree.mutate()}
        />
      )}
    </div>
  )
}

function Workspace({
  appId,
  canWrite,
  entries,
  refresh,
}: {
  appId: number
  canWrite: boolean
  entries: NonNullable<ReturnType<typeof useThemeTree>['data']>['entries']
  refresh: () => Promise<unknown>
}) {
  const api = useApi()
  const storage = useStorage()
  const notify = useNotify()
  const onError = useCallback((message: string) => notify({ type: 'error', message }), [notify])
  const open = useOpenFiles(appId, onError)
  const roots = useMemo(() => buildTree(entries), [entries])
  const folders = useMemo(
    () => entries.filter((entry) => entry.kind === 'folder').map((entry) => entry.path),
    [entries],
  )
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set())
  const [selected, setSelected] = useState<string | null>(null)
  const [side, setSide] = useState<'files' | 'search'>('files')
  const [action, setAction] = useState<EntryAction | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const [closing, setClosing] = useState<string | null>(null)
  const [history, setHistory] = useState(false)
  const [jump, setJump] = useState<LineJump | null>(null)
  const [settings, setSettingsState] = useState(() => readSettings(storage.get(SETTINGS_KEY)))
  const panelId = `${useId()}-editor`

  const setSettings = (next: EditorSettings) => {
    setSettingsState(next)
    storage.set(SETTINGS_KEY, JSON.stringify(next))
  }

  const dirtyPaths = useMemo(
    () => new Set(open.files.filter(isDirty).map((file) => file.path)),
    [open.files],
  )
  // Closing or reloading the browser tab asks while anything is unsaved (drafts stay stored too).
  useLeaveGuard(dirtyPaths.size > 0)

  const active = open.files.find((file) => file.path === open.active) ?? null
  const selectedEntry = entries.find((entry) => entry.path === selected) ?? null

  // A file opened (from a tab, a search, a reload) shows in the tree: its folders open.
  useEffect(() => {
    if (!open.active) return
    const parents = open.active.split('/').slice(0, -1)
    setExpanded((current) => {
      const next = new Set(current)
      parents.forEach((_, index) => next.add(parents.slice(0, index + 1).join('/')))
      return next.size === current.size ? current : next
    })
  }, [open.active])

  const toggle = (path: string, isOpen: boolean) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (isOpen) next.add(path)
      else next.delete(path)
      return next
    })

  const saveActive = async (path: string) => {
    if ((await open.save(path)) === 'saved')
      notify({ type: 'success', message: `${nameOf(path)} salvo.` })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return
    // The browser's "save page" never makes sense here; the active file is saved instead.
    event.preventDefault()
    if (canWrite && active && isDirty(active)) void saveActive(active.path)
  }

  const currentFolder = selectedEntry
    ? selectedEntry.kind === 'folder'
      ? selectedEntry.path
      : folderOf(selectedEntry.path)
    : ''

  const submitEntry = async (path: string) => {
    if (!action) return
    if (action.kind === 'create-file' || action.kind === 'create-folder') {
      const kind = action.kind === 'create-file' ? 'file' : 'folder'
      await api.themeFiles.create(appId, { path, kind })
      await refresh()
      setSelected(path)
      if (kind === 'file') open.open(path)
      notify({
        type: 'success',
        message: `${kind === 'file' ? 'Arquivo' : 'Pasta'} ${path} criado.`,
      })
      return
    }
    await api.themeFiles.move(appId, { from: action.path, to: path })
    open.moved(action.path, path)
    setSelected(path)
    await refresh()
    notify({
      type: 'success',
      message:
        action.kind === 'rename' ? `Renomeado para ${nameOf(path)}.` : `Movido para ${path}.`,
    })
  }

  const openHit = (hit: ThemeSearchHit) => {
    open.open(hit.path)
    setJump({ path: hit.path, line: hit.line, column: hit.column, key: Date.now() })
  }

  const requestClose = (path: string) => {
    const file = open.files.find((item) => item.path === path)
    if (file && isDirty(file)) setClosing(path)
    else open.close(path)
  }

  const deletingEntry = entries.find((entry) => entry.path === deleting) ?? null
  const deletingFiles = deleting
    ? entries.filter((entry) => entry.kind === 'file' && isInside(entry.path, deleting)).length
    : 0
  const deletingUnsaved = deleting
    ? [...dirtyPaths].filter((path) => isInside(path, deleting)).length
    : 0

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2" onKeyDown={onKeyDown}>
      {canWrite ? null : (
        <Alert tone="info" data-slot="read-only-note">
          Você pode abrir, buscar e comparar os arquivos; para alterá-los, é preciso permissão de
          edição no layout.
        </Alert>
      )}
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-lg border border-border bg-surface">
        <aside
          aria-label="Explorador"
          className="flex w-72 shrink-0 flex-col border-e border-border max-md:w-56"
        >
          <div className="flex gap-1 border-b border-border p-1">
            <Button
              size="sm"
              variant={side === 'files' ? 'secondary' : 'ghost'}
              aria-pressed={side === 'files'}
              onClick={() => setSide('files')}
            >
              <Files aria-hidden />
              Arquivos
            </Button>
            <Button
              size="sm"
              variant={side === 'search' ? 'secondary' : 'ghost'}
              aria-pressed={side === 'search'}
              onClick={() => setSide('search')}
            >
              <Search aria-hidden />
              Buscar
            </Button>
          </div>
          {side === 'search' ? (
            <SearchPanel appId={appId} onOpen={openHit} />
          ) : (
            <>
              {canWrite ? (
                <div
                  role="toolbar"
                  aria-label="Ações dos arquivos"
                  className="flex flex-wrap gap-0.5 border-b border-border p-1"
                >
                  <IconAction
                    label="Novo arquivo"
                    icon={<FilePlus aria-hidden />}
                    onClick={() => setAction({ kind: 'create-file', folder: currentFolder })}
                  />
                  <IconAction
                    label="Nova pasta"
                    icon={<FolderPlus aria-hidden />}
                    onClick={() => setAction({ kind: 'create-folder', folder: currentFolder })}
                  />
                  <IconAction
                    label={selectedEntry ? `Renomear ${selectedEntry.path}` : 'Renomear'}
                    icon={<Pencil aria-hidden />}
                    disabled={!selectedEntry}
                    onClick={() =>
                      selectedEntry &&
                      setAction({
                        kind: 'rename',
                        path: selectedEntry.path,
                        entryKind: selectedEntry.kind,
                      })
                    }
                  />
                  <IconAction
                    label={selectedEntry ? `Mover ${selectedEntry.path} para…` : 'Mover para…'}
                    icon={<FolderInput aria-hidden />}
                    disabled={!selectedEntry}
                    onClick={() =>
                      selectedEntry &&
                      setAction({
                        kind: 'move',
                        path: selectedEntry.path,
                        entryKind: selectedEntry.kind,
                      })
                    }
                  />
                  <IconAction
                    label={selectedEntry ? `Excluir ${selectedEntry.path}` : 'Excluir'}
                    icon={<Trash2 aria-hidden />}
                    disabled={!selectedEntry}
                    onClick={() => selectedEntry && setDeleting(selectedEntry.path)}
                  />
                </div>
              ) : null}
              <div className="min-h-0 flex-1 overflow-y-auto px-1">
                {entries.length === 0 ? (
                  <EmptyState
                    titleAs="h2"
                    className="py-8"
                    title="O tema ainda não tem arquivos"
                    description={
                      canWrite
                        ? 'Crie o primeiro arquivo ou pasta com os botões acima.'
                        : 'Quando alguém com permissão de edição criar arquivos, eles aparecem aqui.'
                    }
                  />
                ) : (
                  <FileTree
                    roots={roots}
                    expanded={expanded}
                    onToggle={toggle}
                    selected={selected}
                    onSelect={setSelected}
                    onOpen={open.open}
                    dirty={dirtyPaths}
                    onRename={
                      canWrite
                        ? (path) =>
                            setAction({
                              kind: 'rename',
                              path,
                              entryKind:
                                entries.find((entry) => entry.path === path)?.kind ?? 'file',
                            })
                        : undefined
                    }
                    onDelete={canWrite ? setDeleting : undefined}
                  />
                )}
              </div>
            </>
          )}
        </aside>
        <section aria-label="Editor" className="flex min-w-0 flex-1 flex-col">
          {open.files.length > 0 ? (
            <EditorTabs
              files={open.files}
              active={open.active}
              onActivate={open.setActive}
              onClose={requestClose}
              panelId={panelId}
            />
          ) : null}
          {active ? (
            <EditorPane
              file={active}
              panelId={panelId}
              labelledBy={tabId(panelId, active.path)}
              canWrite={canWrite}
              settings={settings}
              onSettings={setSettings}
              onChange={(content) => open.edit(active.path, content)}
              onSave={() => void saveActive(active.path)}
              onHistory={() => setHistory(true)}
              onLanguage={(language) => open.setLanguage(active.path, language)}
              onRetry={() => void open.reload(active.path)}
              jump={jump}
            />
          ) : (
            <EmptyState
              titleAs="h2"
              className="m-auto"
              icon={<SquareCode aria-hidden />}
              title="Nenhum arquivo aberto"
              description="Escolha um arquivo na árvore (Enter abre) ou busque um texto em todos os arquivos."
            />
          )}
        </section>
      </div>

      {action ? (
        <EntryDialog
          action={action}
          folders={folders}
          onSubmit={submitEntry}
          onClose={() => setAction(null)}
        />
      ) : null}

      {deletingEntry ? (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
          tone="danger"
          title={`Excluir ${deletingEntry.path}?`}
          description={
            deletingEntry.kind === 'folder'
              ? `A pasta e tudo o que há dentro dela (${deletingFiles} ${deletingFiles === 1 ? 'arquivo' : 'arquivos'}) serão excluídos, com o histórico de versões. Não dá para desfazer.`
              : 'O arquivo e o histórico de versões dele serão excluídos. Não dá para desfazer.'
          }
          confirmLabel="Excluir"
          onConfirm={async () => {
            const path = deletingEntry.path
            await api.themeFiles.remove(appId, path)
            open.removed(path)
            setSelected(null)
            await refresh()
            notify({ type: 'success', message: `${path} excluído.` })
          }}
        >
          {deletingUnsaved > 0 ? (
            <Alert tone="warning">
              {deletingUnsaved === 1
                ? 'Há alterações não salvas neste arquivo; elas também serão descartadas.'
                : `Há alterações não salvas em ${deletingUnsaved} arquivos; elas também serão descartadas.`}
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}

      {closing ? (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : setClosing(null))}
          tone="danger"
          title={`Fechar ${nameOf(closing)} sem salvar?`}
          description="As alterações que você fez neste arquivo e ainda não salvou serão descartadas."
          confirmLabel="Descartar e fechar"
          onConfirm={() => {
            open.close(closing)
            setClosing(null)
          }}
        />
      ) : null}

      {history && active?.saved ? (
        <HistoryDialog
          appId={appId}
          path={active.path}
          current={active.draft}
          dirty={isDirty(active)}
          language={active.language}
          canWrite={canWrite}
          onRestored={(file) => {
            open.replaced(file)
            notify({
              type: 'success',
              message: `Versão restaurada: agora é a versão ${file.version}.`,
            })
          }}
          onClose={() => setHistory(false)}
        />
      ) : null}

      {open.conflict ? (
        <ConflictDialog
          key={`${open.conflict.path}@${open.conflict.current.version}`}
          conflict={open.conflict}
          language={open.files.find((file) => file.path === open.conflict?.path)?.language ?? null}
          onKeepMine={async (content) => {
            const outcome = await open.keepMine(content)
            if (outcome === 'saved') notify({ type: 'success', message: 'Arquivo salvo.' })
            return outcome
          }}
          onTakeTheirs={open.takeTheirs}
          onClose={open.dismissConflict}
        />
      ) : null}
    </div>
  )
}

function IconAction({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string
  icon: ReactNode
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn('size-8')}
    >
      {icon}
    </Button>
  )
}
