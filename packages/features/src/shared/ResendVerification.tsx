import { useState } from 'react'
import { isApiError } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, cn } from '@vitrine/ui'

type Sending =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string }

/**
 * "Reenviar link": sends the signed-in account a new e-mail confirmation link and says how it
 * went beside the button ("Link enviado", or the server's answer, e.g. asked too often).
 */
export function ResendVerification({ className }: { className?: string }) {
  const api = useApi()
  const [sending, setSending] = useState<Sending>({ kind: 'idle' })
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        loading={sending.kind === 'sending'}
        onClick={async () => {
          setSending({ kind: 'sending' })
          try {
            await api.auth.resendVerification()
            setSending({ kind: 'sent' })
          } catch (error) {
            setSending({
              kind: 'failed',
              message: isApiError(error)
                ? error.message
                : 'Não foi possível enviar o link. Tente novamente.',
            })
          }
        }}
      >
        Reenviar link
      </Button>
      {/* Always rendered, so the outcome is announced when it appears. */}
      <p role="status" className="text-sm font-medium empty:hidden">
        {sending.kind === 'sent'
          ? 'Link enviado. Confira sua caixa de entrada.'
          : sending.kind === 'failed'
            ? sending.message
            : null}
      </p>
    </div>
  )
}
