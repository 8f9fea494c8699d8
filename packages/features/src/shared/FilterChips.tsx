import { useRef } from 'react'
import { Button, FilterChip } from '@vitrine/ui'
import { FilterX } from 'lucide-react'

/** One filter in force, as a list shows it: a chip that takes it away. */
export interface FilterChipSpec<Filters> {
  id: string
  label: string
  value?: string
  /** The filters once this one is removed. */
  without: (filters: Filters) => Filters
}

export interface FilterChipsProps<Filters> {
  filters: Filters
  /** The chips of the filters in force (each area words its own). */
  chips: FilterChipSpec<Filters>[]
  onFiltersChange: (filters: Filters) => void
  /** "Limpar filtros": every filter and the search. */
  onClear: () => void
}

/**
 * The filters in force as chips, each removable on its own, and "Limpar filtros" for all of
 * them (and the search). The list shows it only while something narrows it.
 */
export function FilterChips<Filters>({
  filters,
  chips,
  onFiltersChange,
  onClear,
}: FilterChipsProps<Filters>) {
  const containerRef = useRef<HTMLDivElement>(null)

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
