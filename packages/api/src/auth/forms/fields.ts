import * as v from 'valibot'
import {
  containsAlpha,
  containsNumeric,
  email,
  length,
  required,
  type FieldLabel,
} from '../../validation/index.ts'
import { PROFESSIONS } from '../entities.ts'

/*
 * The fields people type when they sign in, register, recover access and edit their account.
 * The same schemas validate the panel's forms and the server's request bodies. One module per
 * form (credentials, registration, …) so that a screen's chunk carries only its own rules.
 */

export const labels = {
  name: { en: 'Name', 'pt-BR': 'Nome' },
  email: { en: 'E-mail', 'pt-BR': 'E-mail' },
  password: { en: 'Password', 'pt-BR': 'Senha', feminine: true },
  currentPassword: { en: 'Current password', 'pt-BR': 'Senha atual', feminine: true },
  passwordConfirm: { en: 'Password confirmation', 'pt-BR': 'Confirmação de senha', feminine: true },
  phone: { en: 'Phone', 'pt-BR': 'Telefone' },
  profession: { en: 'Profession', 'pt-BR': 'Profissão', feminine: true },
  terms: { en: 'the terms of use', 'pt-BR': 'os termos de uso' },
} satisfies Record<string, FieldLabel>

/** Password limits: long enough to resist guessing, short enough to keep the KDF cheap. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const emailField = v.pipe(
  v.string(),
  v.trim(),
  required({ label: labels.email }),
  email(),
  length(0, 254, { label: labels.email }),
  v.toLowerCase(),
)

/* @__NO_SIDE_EFFECTS__ */
export function newPassword(label: FieldLabel) {
  return v.pipe(
    v.string(),
    required({ label, trim: false }),
    length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { label }),
    containsAlpha({ label }),
    containsNumeric({ label }),
  )
}

export const passwordConfirmField = v.pipe(
  v.string(),
  required({ label: labels.passwordConfirm, trim: false }),
)

export const nameField = v.pipe(
  v.string(),
  v.trim(),
  required({ label: labels.name }),
  length(2, 120, { label: labels.name }),
)

/**
 * Brazilian phone: 10 or 11 digits with area code; punctuation is accepted and removed, and an
 * empty answer becomes null. Accepts its own output (null), because what a form parsed is what
 * the panel sends and the server parses again.
 */
export const phoneField = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => (value ?? '').replace(/\D/g, '')),
  v.check((value) => value === '' || /^\d{10,11}$/.test(value), phoneMessage),
  v.transform((value) => (value === '' ? null : value)),
)

function phoneMessage(issue: { lang?: string }): string {
  return issue.lang === 'pt-BR'
    ? 'Informe um telefone com DDD, por exemplo (11) 98765-4321.'
    : 'Enter a phone number with area code, e.g. (11) 98765-4321.'
}

export const professionField = v.pipe(
  v.string(),
  required({ label: labels.profession }),
  v.picklist(PROFESSIONS),
)
