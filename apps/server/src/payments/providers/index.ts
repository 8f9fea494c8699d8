import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import type { PaymentProvider } from './provider.ts'
import { createSandboxProvider } from './sandbox.ts'

/**
 * The provider behind a gateway's `provider` name. A real PSP is one more case here (and its
 * name in the contract's GATEWAY_PROVIDERS with its PROVIDER_CREDENTIALS).
 */
export function providerFor(name: string, db: Database, clock?: Clock): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider(db, clock)
    default:
      throw new Error(`unknown payment provider: ${name}`)
  }
}

export { ProviderError, type ProviderErrorCode } from './provider-error.ts'
export type * from './provider.ts'
export { createSandboxProvider, type SandboxProvider } from './sandbox.ts'
