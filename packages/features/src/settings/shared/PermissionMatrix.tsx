import { useId } from 'react'
import { AREAS, LEVELS, type Area, type AreaLevels, type Level } from '@vitrine/api'
import { cn } from '@vitrine/ui'
import { areaLabels, levelLabels } from '../../shared/access-labels.ts'

export interface PermissionMatrixProps {
  value: AreaLevels
  onChange?: (value: AreaLevels) => void
  /** Shows the levels without letting them change (read level, or nothing to edit). */
  disabled?: boolean
  /** Names the whole matrix for assistive technology (the id of a visible label, or a text). */
  'aria-labelledby'?: string
  'aria-label'?: string
  'aria-describedby'?: string
  invalid?: boolean
  /** Offers "set every area to …" shortcuts above the rows. */
  showShortcuts?: boolean
}

/**
 * The area × level editor: one radio group per area. Native radios sharing a name give the
 * keyboard behaviour people expect for free: Tab enters a row at its chosen level, the arrow
 * keys move and choose within it, and disabled rows are skipped.
 */
export function PermissionMatrix({
  value,
  onChange,
  disabled = false,
  invalid = false,
  showShortcuts = false,
  ...aria
}: PermissionMatrixProps) {
  const name = useId()
  const choose = (area: Area, level: Level) => onChange?.({ ...value, [area]: level })
  const setAll = (level: Level) =>
    onChange?.(Object.fromEntries(AREAS.map((area) => [area, level])) as AreaLevels)

  return (
    <div
      role="group"
      data-slot="permission-matrix"
      data-invalid={invalid || undefined}
      className={cn(
        'flex flex-col rounded-lg border border-border bg-surface',
        invalid && 'border-danger',
      )}
      {...aria}
    >
      {showShortcuts && !disabled ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border px-3 py-2 text-sm text-muted-foreground">
          {/* Each button carries the whole phrase for screen readers. */}
          <span aria-hidden>Definir todas as áreas como:</span>
          {LEVELS.map((level) => (
            <button
              key={level}
              type="button"
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => setAll(level)}
            >
              <span className="sr-only">Todas as áreas: </span>
              {levelLabels[level]}
            </button>
          ))}
        </div>
      ) : null}
      {AREAS.map((area) => {
        const labelId = `${name}-${area}`
        return (
          <div
            key={area}
            role="radiogroup"
            aria-labelledby={labelId}
            aria-disabled={disabled || undefined}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border px-3 py-1.5 last:border-b-0"
          >
            <span id={labelId} className="font-medium">
              {areaLabels[area]}
            </span>
            <div className="inline-flex rounded-md border border-input bg-muted p-0.5">
              {LEVELS.map((level) => (
                <label
                  key={level}
                  data-level={level}
                  className={cn(
                    'relative cursor-pointer rounded-sm px-2.5 py-1 text-sm font-medium text-muted-foreground transition-colors select-none',
                    'hover:text-foreground has-checked:bg-surface has-checked:text-foreground has-checked:shadow-xs',
                    'has-focus-visible:ring-2 has-focus-visible:ring-ring',
                    'has-disabled:cursor-not-allowed has-disabled:hover:text-muted-foreground',
                    level === 'read' && 'has-checked:text-info-foreground',
                    level === 'write' &&
                      'has-checked:bg-primary-subtle has-checked:text-primary-subtle-foreground',
                    disabled && 'opacity-70',
                  )}
                >
                  <input
                    type="radio"
                    // One name per area row: the browser groups the radios for arrow keys.
                    name={labelId}
                    value={level}
                    checked={value[area] === level}
                    disabled={disabled}
                    onChange={() => choose(area, level)}
                    aria-invalid={invalid || undefined}
                    className="sr-only"
                  />
                  {levelLabels[level]}
                </label>
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}
