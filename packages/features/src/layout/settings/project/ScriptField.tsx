import { lazy, Suspense, useId } from 'react'
import { Skeleton } from '@vitrine/ui'

// CodeMirror loads only when this screen shows a script field, never with the route's code.
const CodeEditor = lazy(() => import('@vitrine/ui/code'))

/** One script field: HTML with its highlighting, the label and the server's refusal. */
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
  return (
    <div className="flex flex-col gap-1.5" data-slot="script-field">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <Suspense fallback={<Skeleton className="h-32 w-full" />}>
        <CodeEditor
          language="html"
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          height={140}
          invalid={Boolean(message)}
          aria-labelledby={labelId}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
        />
      </Suspense>
      {message ? (
        <p id={messageId} className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  )
}
