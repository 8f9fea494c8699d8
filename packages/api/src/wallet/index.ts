export * from './schema.ts'
export type { WalletApi } from './api.ts'
