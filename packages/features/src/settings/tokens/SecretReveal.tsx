import { useRef, useState } from 'react'
import { Alert, Button, Input } from '@vitrine/ui'
import { Check, Copy } from 'lucide-react'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * The new token's secret, shown this once: a copy button, and when the browser refuses the
 * clipboard (no permission, an insecure page) the text selected for a manual copy.
 */
export function SecretReveal({ secret }: { secret: string }) {
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
      <Alert tone="warning">Copie agora: este token não será mostrado de novo.</Alert>
      <div className="flex gap-2">
        <Input
          ref={input}
          readOnly
          aria-label="Token"
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
          ? 'Token copiado para a área de transferência.'
          : state === 'failed'
            ? 'Não foi possível copiar automaticamente. O token está selecionado: copie com Ctrl+C (ou ⌘+C).'
            : ''}
      </p>
    </div>
  )
}
