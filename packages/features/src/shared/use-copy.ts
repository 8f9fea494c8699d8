import { useState } from 'react'

export type CopyOutcome = 'copied' | 'shared' | 'failed' | null

/** What a copy (or share) said last, for a polite status beside its button. */
export const copyOutcomeText: Record<Exclude<CopyOutcome, null>, string> = {
  copied: 'Endereço copiado.',
  shared: 'Compartilhado.',
  failed: 'Não foi possível copiar: selecione o endereço e copie.',
}

/**
 * Copies a text, or shares it through the device's own sheet (Web Share API) when there is one
 * and falls back to copying; the outcome is kept to be said out loud.
 */
export function useCopy() {
  const [outcome, setOutcome] = useState<CopyOutcome>(null)
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setOutcome('copied')
    } catch {
      // Without clipboard permission the text stays selectable by hand.
      setOutcome('failed')
    }
  }
  async function share(data: { title: string; url: string }) {
    if (typeof navigator.share !== 'function') return copy(data.url)
    try {
      await navigator.share(data)
      setOutcome('shared')
    } catch (error) {
      // Dismissing the sheet is no failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return
      await copy(data.url)
    }
  }
  return { outcome, copy, share }
}
