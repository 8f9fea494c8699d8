import * as v from 'valibot'
import type { FieldLabel } from '../../validation/index.ts'
import { unknownMailVariables } from './variables.ts'

export const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

/** A template text may only use the listed variables: an unknown `{{key}}` is a field error. */
export const knownVariables = () =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (text) => unknownMailVariables(text).length === 0,
    (issue) => {
      const keys = unknownMailVariables(String(issue.input)).join(', ')
      return issue.lang === 'en' ? `Unknown variable: ${keys}.` : `Variável desconhecida: ${keys}.`
    },
  )
