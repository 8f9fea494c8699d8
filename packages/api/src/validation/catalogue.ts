import type { Lang } from './lang.ts'

/**
 * Every message the rules can produce, one constant per message so that a bundle keeps only
 * the messages of the rules it uses (the rules read them through a namespace import, which
 * bundlers resolve statically). See messages.ts for the placeholder syntax.
 */
type Texts = Readonly<Record<Lang, string>>

export const accepted = {
  en: '{Field} must be accepted.',
  'pt-BR': 'É preciso aceitar {field}.',
} as const satisfies Texts

export const required = {
  en: '{Field} is required.',
  'pt-BR': '{Field} é {agree:obrigatório|obrigatória}.',
} as const satisfies Texts

export const email = {
  en: 'Please enter a valid email address.',
  'pt-BR': 'Informe um endereço de e-mail válido.',
} as const satisfies Texts

export const url = {
  en: 'Please enter a valid URL.',
  'pt-BR': 'Informe uma URL válida.',
} as const satisfies Texts

export const number = {
  en: '{Field} must be a number.',
  'pt-BR': '{Field} deve ser um número.',
} as const satisfies Texts

export const minValue = {
  en: '{Field} must be at least {min}.',
  'pt-BR': '{Field} deve ser maior ou igual a {min}.',
} as const satisfies Texts

export const minLength = {
  en: '{Field} must be at least {min} {min:character|characters}.',
  'pt-BR': '{Field} deve ter pelo menos {min} {min:caractere|caracteres}.',
} as const satisfies Texts

export const minItems = {
  en: '{Field} must have at least {min} {min:item|items}.',
  'pt-BR': '{Field} deve ter pelo menos {min} {min:item|itens}.',
} as const satisfies Texts

export const maxValue = {
  en: '{Field} must be at most {max}.',
  'pt-BR': '{Field} deve ser menor ou igual a {max}.',
} as const satisfies Texts

export const maxLength = {
  en: '{Field} must be at most {max} {max:character|characters}.',
  'pt-BR': '{Field} deve ter no máximo {max} {max:caractere|caracteres}.',
} as const satisfies Texts

export const maxItems = {
  en: '{Field} must have at most {max} {max:item|items}.',
  'pt-BR': '{Field} deve ter no máximo {max} {max:item|itens}.',
} as const satisfies Texts

export const betweenValue = {
  en: '{Field} must be between {min} and {max}.',
  'pt-BR': '{Field} deve estar entre {min} e {max}.',
} as const satisfies Texts

export const betweenLength = {
  en: '{Field} must be between {min} and {max} characters.',
  'pt-BR': '{Field} deve ter entre {min} e {max} caracteres.',
} as const satisfies Texts

export const betweenItems = {
  en: '{Field} must have between {min} and {max} items.',
  'pt-BR': '{Field} deve ter entre {min} e {max} itens.',
} as const satisfies Texts

export const exactLength = {
  en: '{Field} must be exactly {min} {min:character|characters}.',
  'pt-BR': '{Field} deve ter exatamente {min} {min:caractere|caracteres}.',
} as const satisfies Texts

export const exactItems = {
  en: '{Field} must have exactly {min} {min:item|items}.',
  'pt-BR': '{Field} deve ter exatamente {min} {min:item|itens}.',
} as const satisfies Texts

export const matches = {
  en: '{Field} is not in a valid format.',
  'pt-BR': '{Field} não está em um formato válido.',
} as const satisfies Texts

export const is = {
  en: '{Field} must be one of the allowed values.',
  'pt-BR': '{Field} deve ser um dos valores permitidos.',
} as const satisfies Texts

export const not = {
  en: '“{value}” is not allowed.',
  'pt-BR': '“{value}” não é permitido.',
} as const satisfies Texts

export const startsWith = {
  en: '{Field} must start with {list}.',
  'pt-BR': '{Field} deve começar com {list}.',
} as const satisfies Texts

export const endsWith = {
  en: '{Field} must end with {list}.',
  'pt-BR': '{Field} deve terminar com {list}.',
} as const satisfies Texts

export const confirm = {
  en: '{Field} does not match.',
  'pt-BR': '{Field} não confere.',
} as const satisfies Texts

export const alpha = {
  en: '{Field} can only contain letters.',
  'pt-BR': '{Field} deve conter apenas letras.',
} as const satisfies Texts

export const alphanumeric = {
  en: '{Field} can only contain letters and numbers.',
  'pt-BR': '{Field} deve conter apenas letras e números.',
} as const satisfies Texts

export const alphaSpaces = {
  en: '{Field} can only contain letters and spaces.',
  'pt-BR': '{Field} deve conter apenas letras e espaços.',
} as const satisfies Texts

export const uppercase = {
  en: '{Field} can only contain uppercase letters.',
  'pt-BR': '{Field} deve conter apenas letras maiúsculas.',
} as const satisfies Texts

export const lowercase = {
  en: '{Field} can only contain lowercase letters.',
  'pt-BR': '{Field} deve conter apenas letras minúsculas.',
} as const satisfies Texts

export const containsAlpha = {
  en: '{Field} must contain at least one letter.',
  'pt-BR': '{Field} deve conter pelo menos uma letra.',
} as const satisfies Texts

export const containsAlphanumeric = {
  en: '{Field} must contain at least one letter or number.',
  'pt-BR': '{Field} deve conter pelo menos uma letra ou um número.',
} as const satisfies Texts

export const containsAlphaSpaces = {
  en: '{Field} must contain at least one letter or space.',
  'pt-BR': '{Field} deve conter pelo menos uma letra ou um espaço.',
} as const satisfies Texts

export const containsLowercase = {
  en: '{Field} must contain at least one lowercase letter.',
  'pt-BR': '{Field} deve conter pelo menos uma letra minúscula.',
} as const satisfies Texts

export const containsUppercase = {
  en: '{Field} must contain at least one uppercase letter.',
  'pt-BR': '{Field} deve conter pelo menos uma letra maiúscula.',
} as const satisfies Texts

export const containsNumeric = {
  en: '{Field} must contain at least one number.',
  'pt-BR': '{Field} deve conter pelo menos um número.',
} as const satisfies Texts

export const containsSymbol = {
  en: '{Field} must contain at least one symbol.',
  'pt-BR': '{Field} deve conter pelo menos um símbolo.',
} as const satisfies Texts

export const dateAfter = {
  en: '{Field} must be after {date}.',
  'pt-BR': '{Field} deve ser posterior a {date}.',
} as const satisfies Texts

export const dateAfterNow = {
  en: '{Field} must be in the future.',
  'pt-BR': '{Field} deve ser uma data futura.',
} as const satisfies Texts

export const dateBefore = {
  en: '{Field} must be before {date}.',
  'pt-BR': '{Field} deve ser anterior a {date}.',
} as const satisfies Texts

export const dateBeforeNow = {
  en: '{Field} must be in the past.',
  'pt-BR': '{Field} deve ser uma data passada.',
} as const satisfies Texts

export const dateBetween = {
  en: '{Field} must be between {start} and {end}.',
  'pt-BR': '{Field} deve estar entre {start} e {end}.',
} as const satisfies Texts

export const dateInvalid = {
  en: '{Field} is not a valid date.',
  'pt-BR': '{Field} não é uma data válida.',
} as const satisfies Texts

export const dateFormat = {
  en: '{Field} is not a valid date, please use the format {format}.',
  'pt-BR': '{Field} não é uma data válida; use o formato {format}.',
} as const satisfies Texts

export const requireOne = {
  en: 'Please fill in at least one of: {list}.',
  'pt-BR': 'Preencha pelo menos um destes campos: {list}.',
} as const satisfies Texts

export const fallback = {
  en: 'This field is not valid.',
  'pt-BR': 'Este campo não é válido.',
} as const satisfies Texts

export const controlCharacters = {
  en: '{Field} cannot contain control characters.',
  'pt-BR': '{Field} não pode conter caracteres de controle.',
} as const satisfies Texts

export const lineBreaks = {
  en: '{Field} must fit on one line (no line breaks, tabs or control characters).',
  'pt-BR':
    '{Field} deve caber em uma linha (sem quebras de linha, tabulações ou caracteres de controle).',
} as const satisfies Texts

export const integerRange = {
  en: '{Field} must be a whole number between {min} and {max}.',
  'pt-BR': '{Field} deve ser um número inteiro entre {min} e {max}.',
} as const satisfies Texts

export const calendarDate = {
  en: '{Field} must be a real date between {start} and {end}.',
  'pt-BR': '{Field} deve ser uma data existente entre {start} e {end}.',
} as const satisfies Texts
