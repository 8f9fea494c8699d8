import { useId, useState } from 'react'
import { Button, Field, Textarea } from '@vitrine/ui'
import { Check, Copy } from 'lucide-react'

export interface CopyCodeProps {
  /** The field's label ("Pix copia e cola", "Linha digitável"). */
  label: string
  /** What is shown (formatted, for the eye). */
  shown: string
  /** What is copied (defaults to what is shown). */
  value?: string
  /** The button's label ("Copiar código"). */
  copyLabel: string
  rows?: number
}

/**
 * A code to hand to the payer, read-only and selectable, with a button that copies it. The
 * outcome is said out loud (a polite status), since the button itself does not change place.
 */
export function CopyCode({ label, shown, value = shown, copyLabel, rows = 2 }: CopyCodeProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const statusId = useId()
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied('yes')
    } catch {
      // Without clipboard permission the text stays selectable by hand.
      setCopied('failed')
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <Field label={label}>
        <Textarea
          readOnly
          value={shown}
          rows={rows}
          className="resize-none font-mono text-sm break-all"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={copy} aria-describedby={statusId}>
          {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copyLabel}
        </Button>
        <span id={statusId} role="status" className="text-sm text-muted-foreground">
          {copied === 'yes'
            ? 'Copiado.'
            : copied === 'failed'
              ? 'Não foi possível copiar: selecione o texto e copie.'
              : ''}
        </span>
      </div>
    </div>
  )
}
