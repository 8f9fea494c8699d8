import type { ReactNode } from 'react'

/** The form's error helpers, for the page's own fields too. */
export interface FieldKit {
  /** The input's id, invalid flag and description (its message). */
  field: (name: string) => {
    id: string
    invalid: boolean
    'aria-describedby': string | undefined
  }
  /** The field's message, once it has one. */
  message: (name: string) => ReactNode
  /** One of the page's own fields changed: the next submit is a new attempt (a new key). */
  changed: () => void
}
