import { createContext, use } from 'react'
import type { FormLang, FormMessages } from './messages.ts'

/** What the Form adds to react-hook-form's own context. */
export interface FormMeta {
  lang: FormLang
  messages: FormMessages
  /** The last submit attempt was stopped by invalid fields. */
  incomplete: boolean
  /**
   * How many submit attempts have started. Counted when the submit event arrives, unlike
   * react-hook-form's submitCount, which counts them once they end.
   */
  submitAttempts: () => number
}

export const FormMetaContext = createContext<FormMeta | null>(null)

export function useFormMeta(component: string): FormMeta {
  const meta = use(FormMetaContext)
  if (!meta) throw new Error(`<${component}> must be placed inside <Form> from @vitrine/ui/form.`)
  return meta
}
