export {
  installmentOptions,
  priceTableInstallment,
  type InstallmentOption,
  type InstallmentsSetup,
} from './price-table.ts'
