/** Money is stored in centavos (ARCHITECTURE.md) and shown in reais: 184790 → "R$ 1.847,90". */
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

export function formatMoney(cents: number): string {
  return reais.format(cents / 100)
}
