import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { ROLES, type Role } from '@vitrine/api'
import { Switch } from '@vitrine/ui'
import { roleLabels } from '../../shared/access-labels.ts'

/** The special roles (seller, wallet) as one switch each, bound to the form's `roles` list. */
export function RolesField({
  disabled,
  deps = [],
}: {
  disabled?: boolean
  /** Fields whose rules read the roles too (validated again on every change). */
  deps?: readonly string[]
}) {
  const id = useId()
  // Untyped: the field only assumes the form has a `roles` list.
  const form = useFormContext()
  const { field } = useController({ name: 'roles', control: form.control })
  const roles = (field.value ?? []) as Role[]

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-base font-medium">Papéis especiais</legend>
      {ROLES.map((role) => (
        <div key={role} className="flex flex-col gap-1">
          <Switch
            label={roleLabels[role].label}
            checked={roles.includes(role)}
            disabled={disabled}
            aria-describedby={`${id}-${role}`}
            onCheckedChange={(on) => {
              // Kept in the canonical order, so saving twice sends the same list.
              field.onChange(
                ROLES.filter((candidate) => (candidate === role ? on : roles.includes(candidate))),
              )
              const shown = deps.filter((name) => form.getFieldState(name).invalid)
              if (shown.length > 0) void form.trigger(shown)
            }}
          />
          <p id={`${id}-${role}`} className="ps-16.5 text-sm text-muted-foreground">
            {roleLabels[role].description}
          </p>
        </div>
      ))}
    </fieldset>
  )
}
