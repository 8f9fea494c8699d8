import { useId } from 'react'
import { Field, Input } from '@vitrine/ui'

const HEX = /^#[0-9a-f]{6}$/i

/**
 * A colour as `#RRGGBB`: the browser's picker beside the typed value (either changes the
 * other). The swatch is the picker itself, named after the field. The checkout's appearance and
 * the layout settings' colour tokens.
 */
export function ColorField({
  label,
  hint,
  value,
  message,
  readOnly,
  onChange,
}: {
  label: string
  hint?: string
  value: string
  message?: string
  readOnly: boolean
  onChange: (value: string) => void
}) {
  const pickerId = useId()
  return (
    <Field label={label} hint={hint} message={message}>
      <Input
        value={value}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value.trim())}
        startAdornment={
          readOnly ? (
            // A disabled picker would grey the whole field: read level sees a plain swatch.
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

/** The last whole colour typed (a half-typed one keeps the one before). */
export const wholeColor = (value: string, fallback: string) => (HEX.test(value) ? value : fallback)
