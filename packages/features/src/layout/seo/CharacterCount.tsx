import { useWatch } from 'react-hook-form'
import { cn } from '@vitrine/ui'
import { lengthState } from './search-snippet.ts'

/**
 * How many characters a field holds against what search engines or social networks show
 * (a warning past it, never a refusal: the server takes longer texts). Shown as the field's
 * hint, so it is read with the field.
 */
export function CharacterCount({
  name,
  limit,
  what,
}: {
  name: string
  limit: number
  /** Who cuts it: "o Google", "as redes sociais". */
  what: string
}) {
  const value = (useWatch({ name }) as string | undefined) ?? ''
  const length = value.trim().length
  const over = lengthState(value, limit) === 'over'
  return (
    <span data-slot="character-count" className={cn(over && 'font-medium text-warning-foreground')}>
      {`${length} de ${limit} caracteres`}
      {over ? ` — ${what} mostra só cerca de ${limit}; o resto é cortado.` : ''}
    </span>
  )
}
