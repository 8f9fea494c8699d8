import type { ReactNode } from 'react'
import type { FieldKit } from './field-kit.ts'

/**
 * One labelled field of a payer's form: the label, the control (which spreads `kit.field(name)`
 * for its id, invalid flag and description) and anything under it, then its message.
 */
export function PublicField({
  kit,
  name,
  label,
  children,
}: {
  kit: FieldKit
  name: string
  label: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={kit.field(name).id} className="font-medium">
        {label}
      </label>
      {children}
      {kit.message(name)}
    </div>
  )
}
