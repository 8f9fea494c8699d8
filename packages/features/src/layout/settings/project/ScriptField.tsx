import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react'
import { Button, Skeleton } from '@vitrine/ui'

// CodeMirror (~100 KB gzip) loads only when a script is edited, never with the route's code:
// scripts change rarely, and most visits to this page are about the rest of the project.
const CodeEditor = lazy(() => import('@vitrine/ui/code'))

/**
 * One script field: the script as it is, and "Editar" to open it in the code editor (HTML with
 * its highlighting). A field the server refused opens in the editor at once. Give it a new
 * `key` when its text changes from elsewhere (undo, a save): it then shows that text.
 */
export function ScriptField({
  label,
  hint,
  value,
  message,
  readOnly,
  onChange,
}: {
  label: string
  hint: string
  value: string
  message?: string
  readOnly: boolean
  onChange: (value: string) => void
}) {
  const labelId = useId()
  const hintId = useId()
  const messageId = useId()
  const [editing, setEditing] = useState(false)
  // "Editar" hands the focus to the editor as soon as it has loaded (goToLine is false until then).
  const focusOnLoad = useRef(false)
  const open = !readOnly && (editing || Boolean(message))
  return (
    <div className="flex flex-col gap-1.5" data-slot="script-field">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {open ? (
        <Suspense fallback={<Skeleton className="h-32 w-full" />}>
          <ScriptEditor
            initial={value}
            onChange={onChange}
            invalid={Boolean(message)}
            focusOnLoad={focusOnLoad}
            labelledBy={labelId}
            describedBy={message ? `${hintId} ${messageId}` : hintId}
          />
        </Suspense>
      ) : (
        <div className="flex flex-col items-start gap-2">
          {value.trim() ? (
            <pre
              aria-labelledby={labelId}
              className="max-h-32 w-full overflow-auto rounded-md border border-border bg-surface p-3 font-mono text-sm"
            >
              {value}
            </pre>
          ) : (
            <p className="text-sm text-muted-foreground">Nenhum script.</p>
          )}
          {readOnly ? null : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                focusOnLoad.current = true
                setEditing(true)
              }}
            >
              {value.trim() ? 'Editar' : 'Adicionar script'}
              <span className="sr-only"> — {label}</span>
            </Button>
          )}
        </div>
      )}
      {message ? (
        <p id={messageId} className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The editor keeps its own text once opened: it is given the script only when it opens (the
 * form remounts the field when its text changes from elsewhere — undo, a save). A value passed
 * back on every keystroke would arrive a keystroke late and undo what was typed meanwhile.
 */
function ScriptEditor({
  initial,
  onChange,
  invalid,
  focusOnLoad,
  labelledBy,
  describedBy,
}: {
  initial: string
  onChange: (value: string) => void
  invalid: boolean
  focusOnLoad: RefObject<boolean>
  labelledBy: string
  describedBy: string
}) {
  const [value] = useState(initial)
  return (
    <CodeEditor
      language="html"
      value={value}
      onChange={onChange}
      height={140}
      invalid={invalid}
      ref={(editor) => {
        if (editor && focusOnLoad.current && editor.goToLine(1)) focusOnLoad.current = false
      }}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    />
  )
}
