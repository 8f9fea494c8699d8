/*
 * The banks where sellers and suppliers most often receive, so a typed bank code can show its
 * bank's name (a code outside the list is still accepted: the contract checks only its form).
 */

/**
 * By FEBRABAN (COMPE) code: the traditional banks and the digital banks and payment
 * institutions small sellers use most.
 */
export const PAYOUT_BANKS: readonly { code: string; name: string }[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '033', name: 'Santander' },
  { code: '077', name: 'Banco Inter' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nubank' },
  { code: '290', name: 'PagBank' },
  { code: '323', name: 'Mercado Pago' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '380', name: 'PicPay' },
  { code: '403', name: 'Cora' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
]

/** "Itaú Unibanco", or undefined for a code outside the list. */
export const bankName = (code: string) => PAYOUT_BANKS.find((bank) => bank.code === code)?.name
