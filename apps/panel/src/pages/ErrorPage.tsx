import { isApiError } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { TriangleAlert } from 'lucide-react'

function describe(error: unknown) {
  if (isApiError(error)) {
    return {
      statusMessage: `${error.statusCode} ${error.statusMessage}`.trim(),
      message: error.message,
      stack: error.stack,
    }
  }
  if (error instanceof Error)
    return { statusMessage: error.name, message: error.message, stack: error.stack }
  return { statusMessage: 'Error', message: String(error), stack: undefined }
}

/**
 * Fatal or unhandled errors (specification sections 2 and 8): status message, message, the
 * error's keys, the address and the stack, so a merchant can send it to support as is.
 */
export function ErrorPage({ error, url }: { error: unknown; url: string }) {
  const { statusMessage, message, stack } = describe(error)
  const keys = error !== null && typeof error === 'object' ? Object.keys(error) : []
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col justify-center gap-6 p-6">
      <div className="flex items-center gap-3 text-danger-foreground">
        <TriangleAlert aria-hidden className="size-8" />
        <h1 className="text-2xl font-semibold">Algo deu errado</h1>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 rounded-lg border bg-surface p-4 text-sm">
        <dt className="font-medium text-muted-foreground">Status</dt>
        <dd data-testid="error-status">{statusMessage}</dd>
        <dt className="font-medium text-muted-foreground">Mensagem</dt>
        <dd data-testid="error-message">{message}</dd>
        <dt className="font-medium text-muted-foreground">Chaves</dt>
        <dd data-testid="error-keys">{keys.length ? keys.join(', ') : '—'}</dd>
        <dt className="font-medium text-muted-foreground">Endereço</dt>
        <dd className="break-all" data-testid="error-url">
          {url}
        </dd>
      </dl>
      {stack ? (
        <details className="rounded-lg border bg-surface p-4 text-sm">
          <summary className="cursor-pointer font-medium">Detalhes técnicos</summary>
          <pre className="mt-3 overflow-auto font-mono text-xs whitespace-pre-wrap">{stack}</pre>
        </details>
      ) : null}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
        <Button variant="secondary" asChild>
          <a href="/apps">Ir para minhas lojas</a>
        </Button>
      </div>
    </main>
  )
}
