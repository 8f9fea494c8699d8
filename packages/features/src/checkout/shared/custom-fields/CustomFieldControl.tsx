import {
  applyMask,
  formatDocument,
  formatPhone,
  formatPostalCode,
  type PublicCustomField,
} from '@vitrine/api'
import { Input } from '@vitrine/ui/components/input'
import { MaskedInput } from '@vitrine/ui/components/masked-input'
import { Select } from '@vitrine/ui/components/select'
import type { FieldKit } from '../field-kit.ts'

/** The answer's name in the form and in the server's field errors. */
export const answerName = (field: Pick<PublicCustomField, 'key'>) => `custom_fields.${field.key}`

/** Shapes what the payer types: the store's mask when it set one, else the type's own. */
function formatterOf(field: PublicCustomField): ((raw: string) => string) | null {
  if (field.mask) return (raw) => applyMask(field.mask, raw)
  if (field.type === 'document') return formatDocument
  if (field.type === 'phone') return formatPhone
  if (field.type === 'postal_code') return formatPostalCode
  return null
}

const INPUT_MODES: Partial<
  Record<PublicCustomField['type'], 'numeric' | 'decimal' | 'tel' | 'email'>
> = {
  number: 'decimal',
  document: 'numeric',
  postal_code: 'numeric',
  phone: 'tel',
  email: 'email',
}

/**
 * One custom field of the store on the payer's form: its control by type, its help text and its
 * message. The label says "(opcional)" when the field may be left empty, like the form's own.
 */
export function CustomFieldControl({
  field,
  value,
  onChange,
  kit,
}: {
  field: PublicCustomField
  value: string | boolean | undefined
  onChange: (value: string | boolean) => void
  kit: FieldKit
}) {
  const name = answerName(field)
  const control = kit.field(name)
  const helpId = field.help_text ? `${control.id}-help` : undefined
  const describedBy = [control['aria-describedby'], helpId].filter(Boolean).join(' ') || undefined
  const help = field.help_text ? (
    <p id={helpId} className="text-sm text-muted-foreground">
      {field.help_text}
    </p>
  ) : null
  const change = (next: string | boolean) => {
    kit.changed()
    onChange(next)
  }

  if (field.type === 'checkbox') {
    return (
      <div className="flex flex-col gap-1">
        {/* A native box, as the order bump's: the public pages carry no Radix (ARCHITECTURE.md). */}
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={control.id}
            type="checkbox"
            aria-invalid={control.invalid || undefined}
            aria-describedby={describedBy}
            aria-required={field.required || undefined}
            checked={value === true}
            onChange={(event) => change(event.currentTarget.checked)}
            className="size-5 shrink-0 accent-primary"
          />
          <span>{field.label}</span>
        </label>
        {help}
        {kit.message(name)}
      </div>
    )
  }

  const text = typeof value === 'string' ? value : ''
  const label = field.required ? field.label : `${field.label} (opcional)`
  const format = formatterOf(field)
  const common = {
    ...control,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    size: 'lg' as const,
  }
  let input
  if (field.type === 'select') {
    input = (
      <Select
        {...common}
        placeholder={field.placeholder || 'Escolha uma opção'}
        options={field.options}
        value={text}
        onValueChange={change}
      />
    )
  } else if (format) {
    input = (
      <MaskedInput
        {...common}
        type={field.type === 'phone' ? 'tel' : 'text'}
        inputMode={INPUT_MODES[field.type]}
        autoComplete="off"
        placeholder={field.placeholder || undefined}
        format={format}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
      />
    )
  } else {
    input = (
      <Input
        {...common}
        type={field.type === 'date' ? 'date' : field.type === 'email' ? 'email' : 'text'}
        inputMode={INPUT_MODES[field.type]}
        placeholder={field.placeholder || undefined}
        maxLength={field.max_length ?? undefined}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
      />
    )
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={control.id} className="font-medium">
        {label}
      </label>
      {input}
      {help}
      {kit.message(name)}
    </div>
  )
}
