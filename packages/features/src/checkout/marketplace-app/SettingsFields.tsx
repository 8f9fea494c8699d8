import type { SettingsJsonSchema, SettingsProperty } from '@vitrine/api'
import { SelectField, SwitchField, TextareaField, TextField } from '@vitrine/ui/form'

/**
 * The settings form's fields, generated from the app's JSON Schema: each property becomes the
 * form layer's field for its type (text, e-mail, address, money in reais, whole number, a choice,
 * a switch), labelled by its title with its description as the hint. The rules and messages are
 * the schema's (settingsSchemaOf), the same the server applies.
 */
export function SettingsFields({
  schema,
  readOnly = false,
}: {
  schema: SettingsJsonSchema
  readOnly?: boolean
}) {
  const required = new Set(schema.required ?? [])
  return (
    <>
      {Object.entries(schema.properties).map(([name, property]) => (
        <SettingsField
          key={name}
          name={name}
          property={property}
          required={required.has(name)}
          readOnly={readOnly}
        />
      ))}
    </>
  )
}

function SettingsField({
  name,
  property,
  required,
  readOnly,
}: {
  name: string
  property: SettingsProperty
  required: boolean
  readOnly: boolean
}) {
  const label =
    required || property.type === 'boolean' ? property.title : `${property.title} (opcional)`
  const hint = property.description
  if (property.type === 'boolean') {
    return <SwitchField name={name} label={label} hint={hint} disabled={readOnly} />
  }
  if (property.type === 'integer') {
    const money = property['x-money'] === true
    return (
      <TextField
        name={name}
        label={label}
        hint={hint}
        required={required}
        readOnly={readOnly}
        inputMode={money ? 'decimal' : 'numeric'}
        startAdornment={money ? 'R$' : undefined}
        autoComplete="off"
        className="max-w-xs"
      />
    )
  }
  if (property.enum) {
    const labels = property['x-enumLabels'] ?? property.enum
    return (
      <SelectField
        name={name}
        label={label}
        hint={hint}
        required={required}
        disabled={readOnly}
        options={property.enum.map((value, index) => ({ value, label: labels[index] ?? value }))}
      />
    )
  }
  if (property['x-multiline']) {
    return (
      <TextareaField
        name={name}
        label={label}
        hint={hint}
        required={required}
        readOnly={readOnly}
      />
    )
  }
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      required={required}
      readOnly={readOnly}
      type={property.format === 'email' ? 'email' : 'text'}
      inputMode={
        property.format === 'email' ? 'email' : property.format === 'uri' ? 'url' : undefined
      }
      maxLength={property.maxLength}
      autoComplete="off"
    />
  )
}
