import type { WebhookAttempt } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import { formatDuration, prettyBody } from './delivery-summary.ts'
import { HeadersList } from './HeadersList.tsx'

/** One attempt: when, how long, and the answer (status, headers, the first 4 KB) or the error. */
export function AttemptAnswer({ attempt }: { attempt: WebhookAttempt }) {
  const { response } = attempt
  const ok = response !== null && response.status >= 200 && response.status < 300
  return (
    <li
      data-slot="webhook-attempt"
      className="flex flex-col gap-2 rounded-md border border-border p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium">Tentativa {attempt.attempt}</h4>
        <Badge tone={ok ? 'success' : 'danger'} size="sm">
          {response ? `HTTP ${response.status}` : 'Sem resposta'}
        </Badge>
        <span className="text-sm text-muted-foreground">
          {formatDateTime(attempt.at)} · {formatDuration(attempt.duration_ms)}
        </span>
      </div>
      {attempt.error ? <p className="text-sm text-danger-foreground">{attempt.error}</p> : null}
      {response ? (
        <>
          <HeadersList
            label={`Cabeçalhos da resposta ${attempt.attempt}`}
            headers={response.headers}
          />
          <pre
            aria-label={`Corpo da resposta ${attempt.attempt}`}
            tabIndex={0}
            className="max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono text-xs break-all whitespace-pre-wrap"
          >
            {response.body === '' ? '(corpo vazio)' : prettyBody(response.body)}
          </pre>
          {response.body_truncated ? (
            <p className="text-sm text-muted-foreground">
              Mostrando só os primeiros 4 KB da resposta.
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  )
}
