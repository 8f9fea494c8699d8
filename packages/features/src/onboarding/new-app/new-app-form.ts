import * as v from 'valibot'
import {
  formatDocument,
  formatPhone,
  NewAppInputSchema,
  type NewAppInput,
  type StoreSegment,
} from '@vitrine/api'
import { firstMessages, validationConfig } from '@vitrine/api/validation'

/** The form as typed: masked document and phone, the segment '' until chosen. */
export interface NewAppForm {
  name: string
  segment: StoreSegment | ''
  document: string
  contact_email: string
  contact_phone: string
}

export const EMPTY_NEW_APP: NewAppForm = {
  name: '',
  segment: '',
  document: '',
  contact_email: '',
  contact_phone: '',
}

/** As typed: 000.000.000-00 while it could be a CPF, 00.000.000/0000-00 past eleven digits. */
export const maskDocument = (raw: string) => formatDocument(raw.slice(0, 18))
export const maskPhone = (raw: string) => formatPhone(raw.replace(/^\s*\+55/, ''))

export function newAppInputOf(form: NewAppForm): NewAppInput {
  return { ...form, segment: form.segment as StoreSegment }
}

/**
 * The contract's own check, before asking the server (which checks again with the same schema):
 * a wrong digit shows at once, under its field.
 */
export function newAppErrors(form: NewAppForm): Record<string, string> {
  const result = v.safeParse(NewAppInputSchema, newAppInputOf(form), validationConfig('pt-BR'))
  return result.success ? {} : firstMessages(result.issues).nested
}
