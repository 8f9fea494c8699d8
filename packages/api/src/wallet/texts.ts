import { formatMoney } from '../money/index.ts'
import { resolveLang, type Lang } from '../validation/index.ts'

/*
 * Every sentence the wallet says, in both languages the panel and the server speak: the
 * server's refusals and the fixture adapter's, from one table, so a story and the real server
 * refuse with the same words. Amounts are passed as `{ cents }` and written as money.
 */

/** A value a text interpolates: plain, or an amount in centavos. */
export type WalletTextParam = string | number | { readonly cents: number }
export type WalletTextParams = Readonly<Record<string, WalletTextParam>>

const walletTexts = {
  walletDisabled: {
    'pt-BR': 'A carteira está desativada: ative-a para sacar ou pagar fornecedores.',
    en: 'The wallet is disabled: enable it to withdraw or pay suppliers.',
  },
  noDestination: {
    'pt-BR': 'Cadastre a conta ou a chave pix que recebe os saques antes de sacar.',
    en: 'Register the account or pix key that receives withdrawals before withdrawing.',
  },
  belowMinimum: {
    'pt-BR': 'O valor mínimo de um saque é {min}.',
    en: 'The minimum withdrawal is {min}.',
  },
  overDailyCap: {
    'pt-BR': 'Passa do limite diário de saques: hoje ainda dá para sacar {left}.',
    en: 'Over the daily withdrawal limit: {left} can still be withdrawn today.',
  },
  overAvailable: {
    'pt-BR': 'O saldo disponível é {available}: o valor não pode passar dele.',
    en: 'The available balance is {available}: the amount cannot exceed it.',
  },
  walletNotEmpty: {
    'pt-BR':
      'A carteira ainda tem dinheiro (disponível {available}, a liberar {pending}, em trânsito {blocked}): saque ou espere liberar tudo antes de desativá-la.',
    en: 'The wallet still holds money (available {available}, pending {pending}, in transit {blocked}): withdraw it or wait for it to be released before disabling.',
  },
  supplierNotFound: {
    'pt-BR': 'Fornecedor não encontrado.',
    en: 'Supplier not found.',
  },
  supplierArchived: {
    'pt-BR': 'Este fornecedor está arquivado: desarquive-o para pagá-lo.',
    en: 'This supplier is archived: unarchive it to pay it.',
  },
  supplierDocumentTaken: {
    'pt-BR': 'Já existe um fornecedor com este CPF ou CNPJ.',
    en: 'A supplier with this CPF or CNPJ already exists.',
  },
  payoutNotFound: {
    'pt-BR': 'Saque ou pagamento não encontrado.',
    en: 'Withdrawal or payment not found.',
  },
  // The sandbox payout provider's refusal of its failing test destination.
  sandboxTransferFailed: {
    'pt-BR': 'A conta de destino recusou a transferência (destino de teste que sempre falha).',
    en: 'The destination account refused the transfer (a test destination that always fails).',
  },
  // Statement lines and payouts, as people read them.
  withdrawalLine: { 'pt-BR': 'Saque para {destination}', en: 'Withdrawal to {destination}' },
  supplierPaymentLine: {
    'pt-BR': 'Pagamento a {supplier}: {description}',
    en: 'Payment to {supplier}: {description}',
  },
  payoutReturnedLine: {
    'pt-BR': 'Devolvido: {what} não foi concluído',
    en: 'Returned: {what} did not go through',
  },
  releaseLine: {
    'pt-BR': 'Venda liberada (pagamento {payment})',
    en: 'Sale released (payment {payment})',
  },
  refundLine: { 'pt-BR': 'Estorno do pagamento {payment}', en: 'Refund of payment {payment}' },
  chargebackLine: {
    'pt-BR': 'Chargeback do pagamento {payment}',
    en: 'Chargeback of payment {payment}',
  },
  splitLine: { 'pt-BR': 'Divisão do pagamento {payment}', en: 'Split of payment {payment}' },
  splitReversalLine: {
    'pt-BR': 'Devolução da divisão do pagamento {payment}',
    en: 'Split reversal of payment {payment}',
  },
  otherLine: { 'pt-BR': 'Movimentação ({kind})', en: 'Movement ({kind})' },
} as const satisfies Record<string, Record<Lang, string>>

export type WalletText = keyof typeof walletTexts

function formatParam(value: WalletTextParam, lang: Lang): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return value.toLocaleString(lang)
  return formatMoney(value.cents)
}

/** One of the wallet's sentences, its `{placeholders}` filled in the language's own way. */
export function walletText(
  lang: string | undefined,
  key: WalletText,
  params: WalletTextParams = {},
): string {
  const language = resolveLang(lang)
  return walletTexts[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : formatParam(value, language)
  })
}
