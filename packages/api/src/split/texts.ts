import { decimalAmount, formatMoney } from '../money/index.ts'
import { resolveLang, type Lang } from '../validation/index.ts'

/*
 * Every sentence the split says, in both languages the panel and the server speak: the rule's
 * validation messages (schema.ts, eficustom.ts), the engine's refusals (engine.ts) and the
 * check only the server can make (a seller that is not active). One table, so the simulator,
 * the rules form and the server's 400 say the same words.
 */

/** A value a text interpolates: plain, a rate in basis points, or an amount in centavos. */
export type SplitTextParam = string | number | { readonly bps: number } | { readonly cents: number }
export type SplitTextParams = Readonly<Record<string, SplitTextParam>>

const splitTexts = {
  // The rule as the merchant edits it.
  noShares: {
    'pt-BR': 'Adicione pelo menos um vendedor com a parte que ele recebe.',
    en: 'Add at least one seller with the share it receives.',
  },
  tooManyShares: {
    'pt-BR': 'Uma divisão pode ter no máximo {max} vendedores.',
    en: 'A split may have at most {max} sellers.',
  },
  repeatedSeller: {
    'pt-BR': 'Este vendedor já tem uma parte nesta divisão: junte as duas numa só.',
    en: 'This seller already has a share in this split: merge the two into one.',
  },
  percentOverTotal: {
    'pt-BR': 'As porcentagens somam {total}: juntas, não podem passar de 100%.',
    en: 'The percentages add up to {total}: together they cannot exceed 100%.',
  },
  merchantCannotPayFee: {
    'pt-BR':
      'Com as porcentagens somando 100%, a loja não fica com nada e não teria de onde pagar a tarifa: escolha quem paga a tarifa entre os vendedores ou diminua as porcentagens.',
    en: 'With the percentages adding up to 100%, the store keeps nothing and could not pay the fee: have the sellers pay it, or lower the percentages.',
  },
  feePayerWithoutShare: {
    'pt-BR': 'O vendedor que paga a tarifa precisa ter uma parte nesta divisão.',
    en: 'The seller who pays the fee must have a share in this split.',
  },
  remainderTakerWithoutShare: {
    'pt-BR':
      'O vendedor que fica com os centavos do arredondamento precisa ter uma parte nesta divisão.',
    en: 'The seller who takes the rounding centavos must have a share in this split.',
  },
  liableWithoutShare: {
    'pt-BR':
      'O vendedor responsável por estornos e chargebacks precisa ter uma parte nesta divisão.',
    en: 'The seller liable for refunds and chargebacks must have a share in this split.',
  },
  repeatedPaymentType: {
    'pt-BR': 'Esta forma de pagamento já tem uma divisão própria.',
    en: 'This payment method already has a split of its own.',
  },
  staticPixFixedOnly: {
    'pt-BR':
      'No pix estático cada vendedor recebe um valor fixo por pagamento: troque a porcentagem por um valor em reais.',
    en: 'With static pix each seller receives a fixed amount per payment: replace the percentage with an amount.',
  },
  // Checked by the server, which knows the sellers.
  sellerNotActive: {
    'pt-BR': 'O vendedor {seller} não está ativo: ative-o ou tire-o da divisão.',
    en: 'Seller {seller} is not active: activate it or remove it from the split.',
  },
  // The engine's refusals, for a payment's amount and fee.
  invalidAmount: {
    'pt-BR': 'O valor do pagamento deve ser um número inteiro de centavos, zero ou mais.',
    en: 'The payment amount must be a whole number of centavos, zero or more.',
  },
  invalidFee: {
    'pt-BR': 'A tarifa deve ser um número inteiro de centavos, zero ou mais.',
    en: 'The fee must be a whole number of centavos, zero or more.',
  },
  invalidInstallments: {
    'pt-BR': 'O número de parcelas deve ser um número inteiro, 1 ou mais.',
    en: 'The number of installments must be a whole number, 1 or more.',
  },
  invalidPaymentType: {
    'pt-BR': 'Forma de pagamento desconhecida.',
    en: 'Unknown payment method.',
  },
  feeOverAmount: {
    'pt-BR': 'A tarifa ({fee}) é maior que o valor do pagamento ({amount}).',
    en: 'The fee ({fee}) is more than the payment amount ({amount}).',
  },
  fixedOverAmount: {
    'pt-BR':
      'As partes fixas somam {fixed}, mais que o valor do pagamento ({amount}): este pagamento não pode ser dividido por esta regra.',
    en: 'The fixed shares add up to {fixed}, more than the payment amount ({amount}): this payment cannot be split by this rule.',
  },
  merchantFeeOverShare: {
    'pt-BR':
      'A loja receberia {share} e teria de pagar {fee} de tarifa: ficaria com saldo negativo neste pagamento.',
    en: 'The store would receive {share} and pay {fee} in fees: its net on this payment would be negative.',
  },
  sellerFeeOverShare: {
    'pt-BR':
      'O vendedor {seller} receberia {share} e teria de pagar {fee} de tarifa: ficaria com saldo negativo neste pagamento.',
    en: 'Seller {seller} would receive {share} and pay {fee} in fees: its net on this payment would be negative.',
  },
  sellersFeeOverShare: {
    'pt-BR':
      'Os vendedores receberiam {share} ao todo e teriam de pagar {fee} de tarifa: ficariam com saldo negativo neste pagamento.',
    en: 'The sellers would receive {share} in all and pay {fee} in fees: their net on this payment would be negative.',
  },
  // Refunds and chargebacks.
  invalidRefund: {
    'pt-BR': 'O valor a devolver deve ser um número inteiro de centavos, zero ou mais.',
    en: 'The amount to give back must be a whole number of centavos, zero or more.',
  },
  refundOverRemaining: {
    'pt-BR':
      'A devolução de {refund} passa do que ainda resta deste pagamento para devolver ({remaining}).',
    en: 'Giving back {refund} is more than is left of this payment to give back ({remaining}).',
  },
  // The eficustom format (eficustom.ts): the provider's field names, as the merchant wrote them.
  efiRate: {
    'pt-BR':
      'Escreva a porcentagem com ponto e duas casas decimais, entre 0.01 e 100.00 (ex.: 15.00).',
    en: 'Write the percentage with a dot and two decimals, from 0.01 to 100.00 (e.g. 15.00).',
  },
  efiAmount: {
    'pt-BR':
      'Escreva o valor em reais com ponto e duas casas decimais, a partir de 0.01 (ex.: 12.50).',
    en: 'Write the amount in reais with a dot and two decimals, from 0.01 (e.g. 12.50).',
  },
  efiAccount: {
    'pt-BR': 'A conta do favorecido deve ter só números, até 20.',
    en: 'The receiver’s account must be digits only, up to 20.',
  },
  efiRepeatedAccount: {
    'pt-BR': 'Esta conta já recebe outro repasse: junte os dois num só.',
    en: 'This account already receives another transfer: merge the two into one.',
  },
  efiMyShare: {
    'pt-BR':
      '"minhaParte" deve ser {expected}: com os repasses em porcentagem, o total precisa dar 100.00.',
    en: '"minhaParte" must be {expected}: with the percentage transfers, the total must be 100.00.',
  },
  efiFlagOnce: {
    'pt-BR': 'Marque "{flag}" em um repasse só.',
    en: 'Mark "{flag}" on one transfer only.',
  },
  efiFlagNeeded: {
    'pt-BR': 'Com "{field}": "repasse", marque "{flag}" no repasse escolhido.',
    en: 'With "{field}": "repasse", mark "{flag}" on the chosen transfer.',
  },
  efiFlagUnused: {
    'pt-BR': '"{flag}" só vale com "{field}": "repasse".',
    en: '"{flag}" applies only with "{field}": "repasse".',
  },
  efiUnknownAccount: {
    'pt-BR': 'Nenhum vendedor deste gateway recebe na conta {account}: cadastre-o antes.',
    en: 'No seller of this gateway receives at account {account}: register it first.',
  },
  efiSellerWithoutAccount: {
    'pt-BR': 'O vendedor {seller} não tem conta no provedor: cadastre-a para usar este formato.',
    en: 'Seller {seller} has no account at the provider: register it to use this format.',
  },
  efiNoOverrides: {
    'pt-BR':
      'O formato eficustom tem uma divisão só, para todas as formas de pagamento: tire as divisões próprias de cada forma.',
    en: 'The eficustom format has one split for every payment method: remove the per-method splits.',
  },
  // Sellers (sellers.ts): where a seller receives, and what only the server knows.
  agencyFormat: {
    'pt-BR': 'Informe a agência só com números, até 4, sem o dígito (ex.: 0001).',
    en: 'Enter the branch as digits only, up to 4, without the check digit (e.g. 0001).',
  },
  agencyDigit: {
    'pt-BR': 'O dígito da agência é um número ou X; deixe em branco se a agência não tem.',
    en: 'The branch check digit is a digit or X; leave it blank if the branch has none.',
  },
  accountFormat: {
    'pt-BR': 'Informe a conta só com números, até 12, sem o dígito (ex.: 12345).',
    en: 'Enter the account as digits only, up to 12, without the check digit (e.g. 12345).',
  },
  accountDigit: {
    'pt-BR': 'Informe o dígito da conta: um número ou X.',
    en: 'Enter the account check digit: a digit or X.',
  },
  providerAccount: {
    'pt-BR': 'A conta no provedor deve ter só números, até 20.',
    en: 'The account at the provider must be digits only, up to 20.',
  },
  sellerDocument: {
    'pt-BR': 'Informe um CPF ou CNPJ válido: confira os dígitos.',
    en: 'Enter a valid CPF or CNPJ: check the digits.',
  },
  sellerNotFound: {
    'pt-BR': 'Vendedor não encontrado.',
    en: 'Seller not found.',
  },
  splitGatewayNotFound: {
    'pt-BR': 'Meio de pagamento não encontrado.',
    en: 'Gateway not found.',
  },
  gatewayWithoutSplit: {
    'pt-BR':
      'Este meio de pagamento não divide pagamentos: a divisão funciona com pix, pix parcelado, pix estático, boleto e cartão de crédito.',
    en: 'This gateway does not split payments: splitting works with pix, pix in installments, static pix, boleto and credit card.',
  },
  documentTaken: {
    'pt-BR': 'Já há um vendedor com este CPF ou CNPJ neste meio de pagamento.',
    en: 'This gateway already has a seller with this CPF or CNPJ.',
  },
  providerAccountTaken: {
    'pt-BR': 'Outro vendedor deste meio de pagamento já recebe nesta conta do provedor.',
    en: 'Another seller of this gateway already receives at this provider account.',
  },
  sellerUnknown: {
    'pt-BR': 'Este vendedor não está cadastrado neste meio de pagamento: cadastre-o antes.',
    en: 'This seller is not registered for this gateway: register it first.',
  },
  ruleChangedMeanwhile: {
    'pt-BR':
      'Enquanto você editava, a versão {version} desta divisão foi salva: confira a versão atual e salve de novo.',
    en: 'While you were editing, version {version} of this split was saved: check the current version and save again.',
  },
  ruleVersionNotFound: {
    'pt-BR': 'Esta versão da divisão não existe.',
    en: 'This version of the split does not exist.',
  },
  noRuleYet: {
    'pt-BR': 'Este meio de pagamento ainda não tem divisão.',
    en: 'This gateway has no split yet.',
  },
  // What changed from one version of a rule to the next (versions.ts), a short summary.
  changeFirst: { 'pt-BR': 'primeira versão', en: 'first version' },
  changeNone: { 'pt-BR': 'sem mudanças', en: 'no changes' },
  changeShareAdded: {
    'pt-BR': '{seller} passou a receber {share}',
    en: '{seller} now receives {share}',
  },
  changeShareRemoved: {
    'pt-BR': '{seller} deixou de receber (tinha {share})',
    en: '{seller} no longer receives (had {share})',
  },
  changeShareChanged: {
    'pt-BR': '{seller}: {before} → {after}',
    en: '{seller}: {before} → {after}',
  },
  changeInType: { 'pt-BR': 'no {type}, {change}', en: 'for {type}, {change}' },
  changeOverrideAdded: {
    'pt-BR': 'divisão própria para {type}',
    en: 'a split of its own for {type}',
  },
  changeOverrideRemoved: {
    'pt-BR': '{type} volta à divisão geral',
    en: '{type} back to the general split',
  },
  changeFeePayer: { 'pt-BR': 'tarifa: {before} → {after}', en: 'fee: {before} → {after}' },
  changeRemainderTaker: {
    'pt-BR': 'arredondamento: {before} → {after}',
    en: 'rounding: {before} → {after}',
  },
  changeLiability: {
    'pt-BR': 'estornos: {before} → {after}',
    en: 'refunds: {before} → {after}',
  },
  partyMerchant: { 'pt-BR': 'a loja', en: 'the store' },
  partyProRata: { 'pt-BR': 'todos, por parte', en: 'everyone, by share' },
  partySellersProRata: { 'pt-BR': 'os vendedores, por parte', en: 'the sellers, by share' },
} as const satisfies Record<string, Record<Lang, string>>

export type SplitText = keyof typeof splitTexts

function formatParam(value: SplitTextParam, lang: Lang): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return value.toLocaleString(lang)
  // 3333 → "33,33%", 10050 → "100,5%", 10000 → "100%": no trailing zeros after the comma.
  if ('bps' in value) {
    const digits = decimalAmount(value.bps, lang === 'pt-BR' ? ',' : '.')
    return `${digits.replace(/(?:[.,]00|([.,]\d)0)$/, '$1')}%`
  }
  return formatMoney(value.cents)
}

/** One of the split's sentences, its `{placeholders}` filled in the language's own way. */
export function splitText(
  lang: string | undefined,
  key: SplitText,
  params: SplitTextParams = {},
): string {
  const language = resolveLang(lang)
  return splitTexts[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : formatParam(value, language)
  })
}
