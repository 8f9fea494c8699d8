import { createContext, use, type AriaAttributes } from 'react'

/** What a Field tells the control inside it, so no control needs manual id/aria wiring. */
export interface FieldControlContext {
  id: string
  /** The label's id: a group of controls (radios, checkboxes) is named by it, not by `for`. */
  labelId: string
  describedBy: string | undefined
  invalid: boolean
  required: boolean
}

export const FieldContext = createContext<FieldControlContext | null>(null)

/** The props a control puts on its focusable element. */
export interface FieldControlProps {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: AriaAttributes['aria-invalid']
  'aria-required'?: AriaAttributes['aria-required']
}

/** The surrounding Field's label id, for a control that is a group of several. */
export function useFieldLabelId(): string | undefined {
  return use(FieldContext)?.labelId
}

/**
 * Merges a control's own props with those of the surrounding Field (if any). The control's own
 * values win, except `aria-describedby`, where both lists are kept.
 */
export function useFieldControl(own: FieldControlProps = {}): FieldControlProps {
  const field = use(FieldContext)
  const describedBy = [field?.describedBy, own['aria-describedby']].filter(Boolean).join(' ')
  return {
    id: own.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': own['aria-invalid'] ?? (field?.invalid ? true : undefined),
    'aria-required': own['aria-required'] ?? (field?.required ? true : undefined),
  }
}
