import { useRef } from 'react'
import type { TransactionFilters } from '@vitrine/api'
import { Button, FilterChip } from '@vitrine/ui'
import { FilterX } from 'lucide-react'
import { filterChips, isNarrowed, type ChipNames } from './filters.ts'

export interface TransactionFilterChipsProps {
  filters: TransactionFilters
  names: ChipNames
  onFiltersChange: (filters: TransactionFilters) => void
  onClear: () => void
}

/**
 * The filters in force as chips, each removable on its own, and "Limpar filtros" for all of
 * them (and the search). Nothing shows while nothing narrows the list.
 */
export function TransactionFilterChips({
  filters,
  names,
  onFiltersChange,
  onClear,
}: TransactionFilterChipsProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  if (!isNarrowed(filters)) return null
  const chips = filterChips(filters, names)

  // The removed chip's button leaves the page: keep the keyboard where it was, on the next
  // chip (or on "Limpar filtros" after the last one).
  function focusAfterRemoving(index: number) {
    requestAnimationFrame(() => {
      const buttons = containerRef.current?.querySelectorAll<HTMLButtonElement>('button')
      buttons?.[Math.min(index, buttons.length - 1)]?.focus()
    })
  }

  return (
    <div ref={containerRef} className="flex flex-wrap items-center gap-2">
      {chips.length > 0 ? (
        <ul aria-label="Filtros aplicados" className="flex flex-wrap gap-2">
          {chips.map((chip, index) => (
            <li key={chip.id}>
              <FilterChip
                size="sm"
                label={chip.label}
                value={chip.value}
                onRemove={() => {
                  onFiltersChange(chip.without(filters))
                  focusAfterRemoving(index)
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onClear}>
        <FilterX aria-hidden />
        Limpar filtros
      </Button>
    </div>
  )
}
