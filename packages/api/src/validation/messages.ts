import * as catalogue from './catalogue.ts'
import {
  capitalize,
  decapitalize,
  isFeminine,
  labelText,
  type FieldLabel,
  type Lang,
} from './lang.ts'

/**
 * Every message the rules can produce, keyed by message then language (the constants live in
 * catalogue.ts, one per message, so bundles keep only what they use).
 *
 * Placeholders: `{Field}` is the label with its first letter capitalised, `{field}` the label
 * for use mid-sentence; `{min}`, `{max}`, `{value}`, `{list}`, `{date}`, `{start}`, `{end}`,
 * `{format}` are the rule's arguments. `{min:character|characters}` picks the singular when
 * `min` is 1 — the rules that count things need it in both languages. `{agree:o|a}` picks the
 * feminine form for a label marked `feminine`.
 *
 * The pt-BR texts keep the specification's pattern ('{Field} é obrigatório.') and otherwise
 * prefer verbs ("deve ter", "deve conter") over adjectives, which would have to agree in
 * gender with a label they cannot see — except `{agree:…}`, for labels marked feminine.
 */

/** A message's text in every language. */
export type Texts = Readonly<Record<Lang, string>>

/** Values a template may interpolate besides the label. */
export type MessageParams = Readonly<Record<string, string | number>>

/** A caller's own text for a rule, either fixed or per language; placeholders still apply. */
export type CustomMessage = string | ((lang: Lang) => string)

/** The generic "not valid" text, also used for issues that carry no message of ours. */
/* @__NO_SIDE_EFFECTS__ */
export function fallbackMessage(lang: Lang): string {
  return catalogue.fallback[lang]
}

/**
 * Fills a template. Numbers are written the way the language writes them ("1.000" in pt-BR)
 * and unknown placeholders are left in place so a typo shows up in review, not as "undefined".
 */
/* @__NO_SIDE_EFFECTS__ */
export function interpolate(
  template: string,
  lang: Lang,
  label: FieldLabel | undefined,
  params: MessageParams = {},
): string {
  const text = labelText(label, lang)
  return template.replace(
    /\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g,
    (whole, name: string, one, other) => {
      if (name === 'Field') return capitalize(text)
      if (name === 'field') return decapitalize(text)
      if (name === 'agree' && one !== undefined) return isFeminine(label) ? other : one
      const value = params[name]
      if (value === undefined) return whole
      if (one !== undefined) return value === 1 ? one : other
      return typeof value === 'number' ? formatNumber(value, lang) : value
    },
  )
}

/* @__NO_SIDE_EFFECTS__ */
export function formatText(
  texts: Texts,
  lang: Lang,
  label?: FieldLabel,
  params?: MessageParams,
  custom?: CustomMessage,
): string {
  const template = custom === undefined ? texts[lang] : resolveCustom(custom, lang)
  return interpolate(template, lang, label, params)
}

function resolveCustom(custom: CustomMessage, lang: Lang): string {
  return typeof custom === 'function' ? custom(lang) : custom
}

function formatNumber(value: number, lang: Lang): string {
  return Number.isFinite(value) ? new Intl.NumberFormat(lang).format(value) : String(value)
}
