/*
 * Addresses of products and categories: lowercase ASCII words joined by hyphens, made from the
 * name when none is given ("Camiseta Básica Azul" → "camiseta-basica-azul").
 */

export const SLUG_MAX = 120
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

/** Lowercase without accents: how searches and sorts compare names. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}
