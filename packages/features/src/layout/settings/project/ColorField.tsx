import { useId } from 'react'
import { Field, Input } from '@vitrine/ui'

const HEX = /^#[0-9a-f]{6}$/i

/**
 * A colour token as `#RRGGBB`: the browser's picker beside the typed value (either changes the
 * other). Read level sees a plain swatch instead of a disabled picker.
 */
export function ColorField({
  label,
  value,
  message,
  readOnly,
  onChange,
}: {
  label: string
  value: string
  message?: string
  readOnly: boolean
  onChange: (value: string) => void
}) {
  const pickerId = useId()
  return (
    <Field label={label} message={message}>
      <Input
        value={value}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value.trim())}
        startAdornment={
          readOnly ? (
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded border"
              style={{ backgroundColor: HEX.test(value) ? value : 'transparent' }}
            />
          ) : (
            <input
              id={pickerId}
              type="color"
              aria-label={`Seletor de ${label.toLowerCase()}`}
              value={HEX.test(value) ? value.toLowerCase() : '#000000'}
              onChange={(event) => onChange(event.target.value)}
              className="size-6 shrink-0 cursor-pointer rounded border-0 bg-transparent p-0"
            />
          )
        }
      />
    </Field>
  )
}

/** The last whole colour typed for each token (a half-typed one keeps the one before). */
export const wholeColor = (value: string, fallback: string) => (HEX.test(value) ? value : fallback)
