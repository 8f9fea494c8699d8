import { lazy, Suspense, useEffect, useRef } from 'react'
import { themeFileLanguage } from '@vitrine/api'
import { Button, ErrorState, Select, Skeleton, SkeletonGroup } from '@vitrine/ui'
import type { CodeEditorHandle } from '@vitrine/ui/code'
import {
  CODE_LANGUAGES,
  codeLanguageLabel,
  INDENT_LEVELS,
  type CodeFontSize,
} from '@vitrine/ui/code-languages'
import { History, Save } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { isDirty, type OpenFile } from './use-open-files.ts'

// CodeMirror and its languages are fetched only when a file is shown on this route.
const CodeEditor = lazy(() => import('@vitrine/ui/code'))

/** The editor's settings (section 9): indentation 1–8 and the text size; kept per browser. */
export interface EditorSettings {
  indent: number
  fontSize: CodeFontSize | 'normal'
}

/** Section 9's three sizes around the usual one. */
const FONT_SIZES = ['small', 'normal', 'large', 'huge'] as const

export const FONT_SIZE_LABELS: Record<EditorSettings['fontSize'], string> = {
  small: 'Pequena',
  normal: 'Normal',
  large: 'Grande',
  huge: 'Enorme',
}

/** A line to show once the file is open (a search result). */
export interface LineJump {
  path: string
  line: number
  column: number
  /** Changes on every request, so the same line can be asked for twice. */
  key: number
}

export interface EditorPaneProps {
  file: OpenFile
  panelId: string
  labelledBy: string
  canWrite: boolean
  settings: EditorSettings
  onSettings: (settings: EditorSettings) => void
  onChange: (content: string) => void
  onSave: () => void
  onHistory: () => void
  onLanguage: (language: string | null) => void
  onRetry: () => void
  jump: LineJump | null
}

const AUTO = 'auto'

/** The active file: its toolbar (language, indentation, size, history, save) and the editor. */
export function EditorPane({
  file,
  panelId,
  labelledBy,
  canWrite,
  settings,
  onSettings,
  onChange,
  onSave,
  onHistory,
  onLanguage,
  onRetry,
  jump,
}: EditorPaneProps) {
  const editor = useRef<CodeEditorHandle>(null)
  const detected = themeFileLanguage(file.path)
  const language = file.language ?? detected
  const dirty = isDirty(file)

  // The editor is made after its chunk arrives: try the jump on each frame until it is there.
  useEffect(() => {
    if (!jump || jump.path !== file.path || file.status !== 'ready') return
    let frame = 0
    let tries = 0
    const attempt = () => {
      if (editor.current?.goToLine(jump.line, jump.column) || tries++ > 300) return
      frame = requestAnimationFrame(attempt)
    }
    attempt()
    return () => cancelAnimationFrame(frame)
  }, [jump, file.path, file.status])

  const languageOptions = [
    { value: AUTO, label: `Automática (${codeLanguageLabel(detected)})` },
    ...CODE_LANGUAGES.map((item) => ({ value: item.id, label: item.label })),
  ]

  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={labelledBy}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-2 py-1.5">
        <span className="me-auto truncate font-mono text-xs text-muted-foreground">
          {file.path}
        </span>
        <Select
          size="sm"
          aria-label="Linguagem"
          className="w-48"
          options={languageOptions}
          value={file.language ?? AUTO}
          onValueChange={(value) => onLanguage(value === AUTO ? null : value)}
        />
        <Select
          size="sm"
          aria-label="Recuo"
          className="w-28"
          options={INDENT_LEVELS.map((level) => ({
            value: String(level),
            label: `Recuo ${level}`,
          }))}
          value={String(settings.indent)}
          onValueChange={(value) => onSettings({ ...settings, indent: Number(value) })}
        />
        <Select
          size="sm"
          aria-label="Tamanho da letra"
          className="w-36"
          options={FONT_SIZES.map((size) => ({
            value: size,
            label: `Letra ${FONT_SIZE_LABELS[size].toLowerCase()}`,
          }))}
          value={settings.fontSize}
          onValueChange={(value) =>
            onSettings({ ...settings, fontSize: value as EditorSettings['fontSize'] })
          }
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={onHistory}
          disabled={file.status !== 'ready'}
        >
          <History aria-hidden />
          Histórico
        </Button>
        {canWrite ? (
          <Button
            size="sm"
            onClick={onSave}
            loading={file.saving}
            disabled={file.status !== 'ready' || !dirty}
            aria-keyshortcuts="Control+S Meta+S"
            title="Salvar (Ctrl+S)"
          >
            <Save aria-hidden />
            Salvar
          </Button>
        ) : null}
      </div>
      <div className="relative min-h-0 flex-1">
        {file.status === 'error' ? (
          <ErrorState
            titleAs="h2"
            className="m-4"
            title="Não foi possível abrir o arquivo"
            message={file.error ?? undefined}
            onRetry={onRetry}
          />
        ) : file.status === 'loading' ? (
          <SkeletonGroup label={`Abrindo ${file.path}`} className="p-4">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-4 w-2/3" />
            ))}
          </SkeletonGroup>
        ) : (
          <Suspense
            fallback={
              <SkeletonGroup label="Carregando o editor" className="p-4">
                <Skeleton className="h-4 w-1/2" />
              </SkeletonGroup>
            }
          >
            <CodeEditor
              key={`${file.path}#${file.revision}`}
              ref={editor}
              value={file.seed}
              onChange={onChange}
              language={language}
              readOnly={!canWrite}
              indentUnit={settings.indent}
              fontSize={settings.fontSize === 'normal' ? undefined : settings.fontSize}
              height="100%"
              aria-label={`Conteúdo de ${file.path}`}
              className="absolute inset-0 rounded-none border-0 shadow-none focus-within:ring-0"
            />
          </Suspense>
        )}
      </div>
      <p
        className="border-t border-border px-3 py-1 text-xs text-muted-foreground"
        aria-live="polite"
      >
        {file.saved
          ? `Versão ${file.saved.version}${file.saved.updated_by ? ` · salva por ${file.saved.updated_by}` : ''} em ${formatDateTime(file.saved.updated_at)}`
          : ' '}
        {dirty ? ' · alterações não salvas (guardadas neste navegador)' : ''}
        {file.saved && file.baseVersion !== file.saved.version
          ? ` · editado sobre a versão ${file.baseVersion}`
          : ''}
      </p>
    </div>
  )
}
