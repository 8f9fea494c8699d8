import {
  isApiError,
  REDIRECT_CSV_COLUMNS,
  REDIRECT_CSV_SAMPLE,
  REDIRECT_CSV_SAMPLE_NAME,
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_IMPORT_MAX_ROWS,
  RedirectImportReportSchema,
  type RedirectImportReport,
} from '@vitrine/api'
import { formatFileSize } from '@vitrine/ui/components/file-field'
import * as v from 'valibot'
import type { CsvFileGuide } from '../../shared/import-dialog/ChooseCsvFile.tsx'

/*
 * The redirects screen's words, apart from the components so the rules behind them are tested
 * on their own.
 */

const integer = new Intl.NumberFormat('pt-BR')
export const formatCount = (count: number) => integer.format(count)
export const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

export const STATUS_LABELS = { 301: '301 permanente', 302: '302 temporário' } as const

/** The matching rules, as the screen's help states them (the server's README says the same). */
export const MATCHING_HELP = [
  'O endereço é comparado sem diferenciar maiúsculas de minúsculas e sem a barra final: /Promo/ e /promo são o mesmo.',
  'Termine a origem com /* para pegar tudo o que vem abaixo dela: /blog/* vale para /blog e /blog/qualquer/coisa. No destino, :splat recebe o resto: /blog/* → /novidades/:splat leva /blog/dicas para /novidades/dicas.',
  'Sem ? na origem, os parâmetros do endereço (como ?utm_source=…) são ignorados na comparação e seguem para o destino. Com ?a=b na origem, a regra só vale quando o endereço traz esses parâmetros.',
  'Quando mais de uma regra serve, vence a exata; depois, o curinga mais longo; depois, a que pede mais parâmetros.',
  'Uma regra que levaria a um laço (/a → /b → /a) não é salva. Cadeias com mais de 3 redirecionamentos seguidos são salvas com um aviso: o visitante espera a cada salto.',
  '301 diz aos buscadores que a mudança é permanente; 302, que é temporária. Regras desativadas não valem até serem ativadas de novo.',
]

export const MAX_SIZE_LABEL = formatFileSize(REDIRECT_IMPORT_MAX_BYTES)
export const MAX_ROWS_LABEL = formatCount(REDIRECT_IMPORT_MAX_ROWS)

export const REDIRECT_FILE_GUIDE: CsvFileGuide = {
  hint: `Até ${MAX_SIZE_LABEL} e ${MAX_ROWS_LABEL} regras.`,
  maxBytes: REDIRECT_IMPORT_MAX_BYTES,
  tooLargeMessage: (file) =>
    `O arquivo tem ${formatFileSize(file.size)} e o limite é ${MAX_SIZE_LABEL}. Divida-o em arquivos menores.`,
  columnsIntro: 'Na primeira linha, os nomes das colunas, em qualquer ordem:',
  columns: REDIRECT_CSV_COLUMNS.map((column) => column.headers[0]),
  rules: [
    'de e para são obrigatórias; status é 301 ou 302 (em branco: 301); ativo é sim ou não (em branco: sim).',
    'O arquivo é verificado inteiro com as regras que a loja já tem, sem gravar nada: origens repetidas e laços aparecem por linha.',
    'A importação é tudo ou nada: com qualquer erro no arquivo, nenhuma regra é criada.',
  ],
  sample: { text: REDIRECT_CSV_SAMPLE, fileName: REDIRECT_CSV_SAMPLE_NAME },
}

export const canImport = (report: RedirectImportReport) =>
  report.errors_total === 0 && report.valid > 0

const FALLBACK = 'Não foi possível importar o arquivo. Tente novamente.'

export function importFailure(error: unknown): string {
  if (!isApiError(error)) return FALLBACK
  if (error.statusCode === 413) {
    return `O arquivo passa do limite de ${MAX_SIZE_LABEL} da importação. Divida-o em arquivos menores.`
  }
  return error.message || FALLBACK
}

/** The report a refused import carries (a rule saved since the check), if any. */
export function refusedReport(error: unknown): RedirectImportReport | null {
  if (!isApiError(error) || error.statusCode !== 400) return null
  const data = error.data as { report?: unknown } | undefined
  const parsed = v.safeParse(RedirectImportReportSchema, data?.report)
  return parsed.success ? parsed.output : null
}
