import type {
  Gateway,
  GatewayInput,
  GatewayType,
  InstallmentSetup,
  InstallmentSetupInput,
} from './schema.ts'

/** The store's gateways and installments setup (payments service), payments level. */
export interface GatewaysApi {
  /** Every gateway of the store, or of one type. */
  list(appId: number, type?: GatewayType, signal?: AbortSignal): Promise<Gateway[]>
  get(appId: number, gatewayId: number, signal?: AbortSignal): Promise<Gateway>
  create(appId: number, input: GatewayInput): Promise<Gateway>
  /** Replaces the gateway (its type never changes); credentials left out are kept. */
  update(appId: number, gatewayId: number, input: GatewayInput): Promise<Gateway>
  /** Refused (409) once a payment used it: deactivate it instead. */
  remove(appId: number, gatewayId: number): Promise<void>
  installments(appId: number, signal?: AbortSignal): Promise<InstallmentSetup>
  saveInstallments(appId: number, input: InstallmentSetupInput): Promise<InstallmentSetup>
}
