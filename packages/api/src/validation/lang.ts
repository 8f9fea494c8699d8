/** The languages form messages exist in (specification §1 and §9). */
export type Lang = 'en' | 'pt-BR'

export const LANGS: readonly Lang[] = ['en', 'pt-BR']

/**
 * The form library's own default (specification §9: "form default locale en with pt-BR
 * messages"); the panel passes 'pt-BR', the server passes the request's Language header.
 */
export const DEFAULT_LANG: Lang = 'en'

/**
 * Maps a free-form language tag (valibot's `issue.lang`, the `Language` header, a cookie) to
 * one of ours. Any Portuguese spelling counts as pt-BR because it is the only Portuguese we
 * ship; everything else falls back to the default rather than failing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function resolveLang(value?: string | null): Lang {
  // A header may carry a list ("pt-BR,pt;q=0.9"): the first entry is the preferred one.
  const tag = value?.split(/[,;]/)[0]?.trim().toLowerCase().replace('_', '-')
  if (tag === 'pt' || tag?.startsWith('pt-')) return 'pt-BR'
  return DEFAULT_LANG
}

/**
 * A field's name as people read it: one text for both languages, or one per language. A
 * Portuguese label of feminine gender ("Senha") sets `feminine`, so that the few adjectives
 * that must agree with it read naturally ("Senha é obrigatória.").
 */
export type FieldLabel =
  string | { readonly en: string; readonly 'pt-BR': string; readonly feminine?: boolean }

/* @__NO_SIDE_EFFECTS__ */
export function isFeminine(label: FieldLabel | undefined): boolean {
  return typeof label === 'object' && label.feminine === true
}

const DEFAULT_LABEL: Record<Lang, string> = { en: 'This field', 'pt-BR': 'Este campo' }

/* @__NO_SIDE_EFFECTS__ */
export function labelText(label: FieldLabel | undefined, lang: Lang): string {
  if (label === undefined) return DEFAULT_LABEL[lang]
  return typeof label === 'string' ? label : label[lang]
}

/* @__NO_SIDE_EFFECTS__ */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/**
 * Lower-cases the first letter for use mid-sentence, except in acronyms such as "CPF" or
 * "URL", whose second letter is upper-case too.
 */
/* @__NO_SIDE_EFFECTS__ */
export function decapitalize(text: string): string {
  const second = text.charAt(1)
  if (second !== '' && second === second.toLocaleUpperCase() && second !== second.toLowerCase()) {
    return text
  }
  return text.charAt(0).toLocaleLowerCase() + text.slice(1)
}
