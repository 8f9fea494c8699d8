/**
 * A name as the list sorts and searches it (`customers.sort_name`): lower-case, without
 * diacritics, spaces collapsed. Stored beside the name so that "Érica" sorts with "Erica" and
 * a search for "joao" finds "João", whatever the database's collation.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
