import { useId, useState, type ReactNode } from 'react'
import { Badge, Button, Field, Input } from '@vitrine/ui'
import { ChevronDown, ListFilter, Search } from 'lucide-react'

export interface SearchFilterBarProps {
  /** The search landmark's name: "Buscar e filtrar clientes". */
  label: string
  search: string
  onSearchChange: (search: string) => void
  /** What the search box finds: "Nome, e-mail, CPF/CNPJ ou telefone". */
  placeholder: string
  /** The filter fields. */
  children: ReactNode
  /** How many filters are in force (the count on the folded "Filtros" button). */
  inForce: number
  /** A narrow screen: the filters fold away behind a "Filtros" button (the search stays). */
  narrow: boolean
  /** The wide layout: one grid with the search first, then the fields. */
  className: string
  /** The grid of the unfolded fields on a narrow screen. */
  foldClassName: string
  /** Fields only the fold holds (what the wide layout offers elsewhere, e.g. the order). */
  foldedOnly?: ReactNode
}

/** A list's search box and its filters; on a narrow screen the filters fold away. */
export function SearchFilterBar({
  label,
  search,
  onSearchChange,
  placeholder,
  children,
  inForce,
  narrow,
  className,
  foldClassName,
  foldedOnly,
}: SearchFilterBarProps) {
  const [unfolded, setUnfolded] = useState(false)
  const foldId = useId()

  const searchField = (
    <Field label="Buscar" className="min-w-0 flex-1">
      <Input
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        startAdornment={<Search aria-hidden />}
      />
    </Field>
  )

  if (!narrow) {
    return (
      <div role="search" aria-label={label} className={className}>
        {searchField}
        {children}
      </div>
    )
  }
  return (
    <div role="search" aria-label={label} className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        {searchField}
        <Button
          variant="secondary"
          aria-expanded={unfolded}
          aria-controls={foldId}
          onClick={() => setUnfolded(!unfolded)}
        >
          <ListFilter aria-hidden />
          Filtros
          {inForce > 0 ? (
            <Badge size="sm" tone="primary">
              <span className="sr-only">, em uso: </span>
              {inForce}
            </Badge>
          ) : null}
          <ChevronDown aria-hidden className={unfolded ? 'rotate-180' : undefined} />
        </Button>
      </div>
      <div id={foldId} hidden={!unfolded} className={foldClassName}>
        {children}
        {foldedOnly}
      </div>
    </div>
  )
}
