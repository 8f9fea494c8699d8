export { decimalAmount, formatMoney, parseMoney } from './money.ts'
