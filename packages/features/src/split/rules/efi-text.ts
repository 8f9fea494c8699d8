import * as v from 'valibot'
import {
  EfiCustomSchema,
  fromEfiCustom,
  splitText,
  type EfiCustom,
  type Seller,
  type SplitRule,
} from '@vitrine/api'

/*
 * The eficustom editor's text as the merchant writes it: JSON in the provider's format, read
 * with the contract's EfiCustomSchema (its messages at the format's own fields) and, for the
 * simulator, turned into our rule with the gateway's sellers' provider accounts.
 */

export interface EfiProblem {
  /** The format's field ("repasses.0.valor"), or '' for the text as a whole. */
  readonly path: string
  readonly message: string
}

export interface EfiReading {
  /** The config the save sends; null while the text does not read as one. */
  readonly config: EfiCustom | null
  readonly problems: readonly EfiProblem[]
  /** The rule it amounts to, for the simulator; null while it does not. */
  readonly draft: SplitRule | null
}

/** A new rule set to start from: the store keeps everything until transfers are added. */
export const EFI_TEMPLATE = {
  divisaoTarifa: 'assumir_total',
  divisaoEstorno: 'assumir_total',
  minhaParte: { tipo: 'porcentagem', valor: '100.00' },
  repasses: [],
}

export const efiText = (config: unknown) => JSON.stringify(config, null, 2)

export function readEfiText(
  text: string,
  sellers: readonly Pick<Seller, 'id' | 'provider_account'>[],
): EfiReading {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return {
      config: null,
      problems: [
        {
          path: '',
          message: 'O texto não é um JSON válido: confira as aspas, as vírgulas e as chaves.',
        },
      ],
      draft: null,
    }
  }
  const parsed = v.safeParse(EfiCustomSchema, json, { lang: 'pt-BR' })
  if (!parsed.success) {
    return {
      config: null,
      problems: parsed.issues.map((issue) => ({
        path: v.getDotPath(issue) ?? '',
        message: issue.message,
      })),
      draft: null,
    }
  }
  const accounts = sellers.flatMap((seller) =>
    seller.provider_account ? [{ seller_id: seller.id, conta: seller.provider_account }] : [],
  )
  const converted = fromEfiCustom(parsed.output, accounts)
  return converted.ok
    ? { config: parsed.output, problems: [], draft: converted.value }
    : {
        config: parsed.output,
        problems: converted.problems.map((problem) => ({
          path: problem.path.join('.'),
          message: splitText('pt-BR', problem.text, problem.params),
        })),
        draft: null,
      }
}
