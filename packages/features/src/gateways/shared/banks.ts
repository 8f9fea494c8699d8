/**
 * Banks that issue boletos for stores, by their FEBRABAN (COMPE) code: the code opens the
 * boleto's barcode. Not every bank of the country, only those a merchant is likely to have a
 * cobrança agreement with; a code outside the list still shows, as its number.
 */
export const BOLETO_BANKS = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '033', name: 'Santander' },
  { code: '041', name: 'Banrisul' },
  { code: '070', name: 'BRB' },
  { code: '077', name: 'Banco Inter' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '136', name: 'Unicred' },
  { code: '208', name: 'BTG Pactual' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nubank' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '422', name: 'Safra' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
] as const

/** "001 — Banco do Brasil", or the bare code for a bank outside the list. */
export function bankLabel(code: string): string {
  const bank = BOLETO_BANKS.find((item) => item.code === code)
  return bank ? `${bank.code} — ${bank.name}` : code
}
