/**
 * Up to two letters that stand for a person: the first letters of the first and last names
 * ("Maria da Silva Souza" → "MS"), or of the parts of an e-mail's local part
 * ("joao.pereira@loja.com.br" → "JP"). Empty when there is nothing to go by.
 */
export function getInitials(name: string | null | undefined): string {
  const text = (name ?? '').trim()
  const words = text.includes('@')
    ? text.slice(0, text.indexOf('@')).split(/[._+-]+/)
    : text.split(/\s+/)
  const letters = words
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0])
    .filter((letter): letter is string => Boolean(letter))
  if (letters.length === 0) return ''
  const first = letters[0]!
  const last = letters.length > 1 ? letters[letters.length - 1]! : ''
  return (first + last).toLocaleUpperCase('pt-BR')
}
