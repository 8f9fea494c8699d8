import { resolveLang, type FieldLabel, type Lang } from '../validation/lang.ts'

/*
 * The storefront redirects' own words (issue 17 item 3): field labels and every refusal or
 * warning, the same from the server, the fixture adapter and the screen.
 */

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const redirectLabels = {
  from_path: label('Endereço de origem', 'From path'),
  to: label('Destino', 'Target'),
  status: label('Tipo', 'Status'),
  note: label('Observação', 'Note', true),
  url: label('Endereço a testar', 'Address to test'),
  path: label('Caminho', 'Path'),
} as const

const texts = {
  fromFormat: {
    'pt-BR': 'Comece com / e use só o caminho da loja, sem domínio: ex. /promocao ou /blog/*.',
    en: 'Start with / and give the store path only, without a domain: e.g. /promocao or /blog/*.',
  },
  fromStar: {
    'pt-BR': 'O * só pode vir no fim, depois de uma barra: ex. /blog/*.',
    en: 'The * may only come at the end, after a slash: e.g. /blog/*.',
  },
  toFormat: {
    'pt-BR':
      'Informe um caminho da loja começando com / (ex. /novidades) ou um endereço completo com http:// ou https://.',
    en: 'Give a store path starting with / (e.g. /novidades) or a full address with http:// or https://.',
  },
  splatWithoutWildcard: {
    'pt-BR': ':splat só vale quando a origem termina em /* (ex. /blog/* → /novidades/:splat).',
    en: ':splat only applies when the from path ends in /* (e.g. /blog/* → /novidades/:splat).',
  },
  fromTaken: {
    'pt-BR': 'Já existe uma regra para este endereço de origem.',
    en: 'There is already a rule for this from path.',
  },
  loop: {
    'pt-BR': 'Esta regra criaria um laço de redirecionamentos: {chain}. Mude o destino.',
    en: 'This rule would create a redirect loop: {chain}. Change the target.',
  },
  endless: {
    'pt-BR':
      'Esta regra criaria uma cadeia de mais de {max} redirecionamentos sem fim: {chain} → …',
    en: 'This rule would create a chain of more than {max} redirects that never ends: {chain} → …',
  },
  longChain: {
    'pt-BR':
      'Salva, mas o visitante passa por {hops} redirecionamentos seguidos: {chain}. Prefira apontar direto para o destino final.',
    en: 'Saved, but a visitor goes through {hops} redirects in a row: {chain}. Prefer pointing straight at the final target.',
  },
  longChainImport: {
    'pt-BR': 'Cadeia de {hops} redirecionamentos seguidos: {chain}.',
    en: 'A chain of {hops} redirects in a row: {chain}.',
  },
  ruleNotFound: { 'pt-BR': 'Regra não encontrada.', en: 'Rule not found.' },
  testAddress: {
    'pt-BR': 'Informe um caminho (ex. /blog/meu-post) ou um endereço com http:// ou https://.',
    en: 'Give a path (e.g. /blog/my-post) or an address with http:// or https://.',
  },
  statusChoice: {
    'pt-BR': 'Use 301 (permanente) ou 302 (temporário).',
    en: 'Use 301 (permanent) or 302 (temporary).',
  },
  activeChoice: {
    'pt-BR': 'Use sim ou não (ou 1 e 0).',
    en: 'Use yes or no (or 1 and 0).',
  },
  missingColumns: {
    'pt-BR': 'O cabeçalho não tem a(s) coluna(s) {columns}: confira a primeira linha do arquivo.',
    en: 'The header lacks the column(s) {columns}: check the first line of the file.',
  },
  repeatedInFile: {
    'pt-BR': 'A origem {from} já aparece na linha {line} do arquivo.',
    en: 'The from path {from} already appears on line {line} of the file.',
  },
  alreadyExists: {
    'pt-BR': 'Já existe uma regra para {from} na loja.',
    en: 'The store already has a rule for {from}.',
  },
  tooManyRows: {
    'pt-BR': 'O arquivo passa de {max} linhas: divida-o em partes.',
    en: 'The file has more than {max} rows: split it into parts.',
  },
  fileTooLarge: {
    'pt-BR': 'O arquivo passa de {size}: divida-o em partes.',
    en: 'The file is larger than {size}: split it into parts.',
  },
  fileHasErrors: {
    'pt-BR': 'O arquivo tem {count} problema(s): nada foi importado. Corrija e tente de novo.',
    en: 'The file has {count} problem(s): nothing was imported. Fix them and try again.',
  },
  noRule: {
    'pt-BR': 'Nenhuma regra para este endereço: a loja o abre normalmente.',
    en: 'No rule for this address: the store opens it as usual.',
  },
} as const satisfies Record<string, Record<Lang, string>>
export type RedirectText = keyof typeof texts

/** One of the redirects' messages, its {placeholders} filled. */
export function redirectText(
  lang: string | undefined,
  key: RedirectText,
  params: Record<string, string | number> = {},
): string {
  return texts[key][resolveLang(lang)].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name]),
  )
}
