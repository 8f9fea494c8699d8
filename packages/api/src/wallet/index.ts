export * from './schema.ts'
export type { WalletApi } from './api.ts'
export {
  walletText,
  type WalletText,
  type WalletTextParam,
  type WalletTextParams,
} from './texts.ts'
export { walletError, walletFieldError } from './errors.ts'
export { destinationLabel } from './destination.ts'
export { walletKeys } from './keys.ts'
