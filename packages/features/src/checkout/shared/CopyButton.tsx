import { useState } from 'react'
import { Button } from '@vitrine/ui/components/button'

/** Copies a code (pix "copia e cola", a boleto's line) and says so for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 3000)
    } catch {
      setCopied(false)
    }
  }
  return (
    <>
      <Button type="button" variant="secondary" className="w-full" onClick={() => void copy()}>
        {copied ? 'Copiado!' : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Código copiado' : ''}
      </span>
    </>
  )
}
