import { useRef, useState } from 'react'
import { Alert, Button, Input } from '@vitrine/ui'
import { Check, Copy } from 'lucide-react'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * An endpoint's signing secret, shown this once (created or rotated): a copy button, and when
 * the browser refuses the clipboard the text selected for a manual copy. The secret lives only
 * in the caller's state, so closing the dialog forgets it for good.
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
      <Alert tone="warning">
        Copie agora: este segredo não será mostrado de novo. Guarde-o no sistema que recebe os
        eventos, para conferir a assinatura de cada um.
      </Alert>
      <div className="flex gap-2 max-sm:flex-col">
        <Input
          ref={input}
          readOnly
          aria-label="Segredo de assinatura"
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
          ? 'Segredo copiado para a área de transferência.'
          : state === 'failed'
            ? 'Não foi possível copiar automaticamente. O segredo está selecionado: copie com Ctrl+C (ou ⌘+C).'
            : ''}
      </p>
    </div>
  )
}
