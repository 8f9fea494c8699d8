import { useRef, useState, type ReactNode } from 'react'
import { Alert, Button, Input } from '@vitrine/ui'
import { Check, Copy } from 'lucide-react'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * A secret shown this once (an API token, a webhook endpoint's signing secret): a copy button,
 * and when the browser refuses the clipboard (no permission, an insecure page) the text selected
 * for a manual copy. The secret lives only in the caller's state, so closing its dialog forgets
 * it for good.
 */
export function SecretReveal({
  secret,
  label,
  noun,
  warning,
}: {
  secret: string
  /** The field's accessible name ("Token", "Segredo de assinatura"). */
  label: string
  /** What the secret is called in the copy messages, lower case ("token", "segredo"). */
  noun: string
  /** Why to copy it now, and where to keep it. */
  warning: ReactNode
}) {
  const [state, setState] = useState<CopyState>('idle')
  const input = useRef<HTMLInputElement>(null)

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(secret)
      setState('copied')
    } catch {
      setState('failed')
      input.current?.focus()
      input.current?.select()
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Alert tone="warning">{warning}</Alert>
      <div className="flex gap-2 max-sm:flex-col">
        <Input
          ref={input}
          readOnly
          aria-label={label}
          value={secret}
          className="flex-1"
          inputClassName="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {state === 'copied' ? 'Copiado' : 'Copiar'}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {state === 'copied'
          ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} copiado para a área de transferência.`
          : state === 'failed'
            ? `Não foi possível copiar automaticamente. O ${noun} está selecionado: copie com Ctrl+C (ou ⌘+C).`
            : ''}
      </p>
    </div>
  )
}
