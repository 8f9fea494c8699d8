import { Button, EmptyState } from '@vitrine/ui'
import { SearchX } from 'lucide-react'

export interface NoMatchesProps {
  /** "Nenhum cliente encontrado." */
  title: string
  /** What to try instead; by default, to check the search or take a filter away. */
  description?: string
  /** "Limpar filtros": every filter and the search. */
  onClear: () => void
}

/** A searched or filtered list that matched nothing: what to check, and the way back. */
export function NoMatches({
  title,
  description = 'Confira o que foi digitado na busca ou tire algum filtro.',
  onClear,
}: NoMatchesProps) {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<SearchX aria-hidden />}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onClear}>
          Limpar filtros
        </Button>
      }
    />
  )
}
