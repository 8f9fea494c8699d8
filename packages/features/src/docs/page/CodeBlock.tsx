import { Check, Copy } from 'lucide-react'
import { Button } from '@vitrine/ui'
import { useCopy } from '../../shared/use-copy.ts'
import { highlight, type PieceKind } from '../highlight.ts'

const PIECE_CLASS: Record<PieceKind, string | undefined> = {
  comment: 'text-muted-foreground italic',
  string: 'text-success-foreground',
  number: 'text-danger-foreground',
  keyword: 'text-info-foreground font-semibold',
  plain: undefined,
}

/** A code block of a help page: highlighted, scrollable by keyboard, with "Copiar". */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const { outcome, copy } = useCopy()
  const copied = outcome === 'copied'
  return (
    <div className="group relative mt-4">
      <pre
        // Focusable so a keyboard can scroll a long line (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={language ? `Código (${language})` : 'Código'}
        className="overflow-x-auto rounded-md border bg-muted p-4 font-mono text-[13px] leading-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <code>
          {highlight(code, language).map((piece, index) =>
            PIECE_CLASS[piece.kind] ? (
              <span key={index} className={PIECE_CLASS[piece.kind]}>
                {piece.text}
              </span>
            ) : (
              piece.text
            ),
          )}
        </code>
      </pre>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="absolute top-2 right-2"
        onClick={() => void copy(code)}
      >
        {copied ? <Check /> : <Copy />}
        {copied ? 'Copiado' : 'Copiar'}
        <span className="sr-only"> o código</span>
      </Button>
      <span role="status" className="sr-only">
        {outcome === 'failed' ? 'Não foi possível copiar: selecione o código e copie.' : ''}
      </span>
    </div>
  )
}
