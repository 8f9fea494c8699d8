import type { EfiCustomInput } from './eficustom.ts'
import type { SellerImportOptions, SellerImportReport } from './import/schema.ts'
import type { SplitGateway } from './gateways.ts'
import type { SellerPartsPage, SellerRelease } from './parts.ts'
import type { EfiRuleAnswer, SaveRuleOptions } from './rules-api.ts'
import type { SplitRuleInput, StaticPixSplitRuleInput } from './schema.ts'
import type { Seller, SellerInput, SellerPage, SellerQuery } from './sellers.ts'
import type {
  SplitRuleCurrent,
  SplitRuleHistory,
  SplitRuleSaved,
  SplitRuleVersion,
} from './versions.ts'

/**
 * Split payments (payments service, `/apps/{appId}/split`), payments level: read for reads,
 * write for changes. Every gateway-scoped call answers 404 for a gateway of another store or
 * of a type that does not split (gateways.ts SPLIT_GATEWAY_TYPES).
 */
export interface SplitApi {
  /** The store's gateways that split, each with its sellers' counts and the rule in force. */
  listGateways(appId: number, signal?: AbortSignal): Promise<SplitGateway[]>
  /** One gateway's sellers, newest first, in keyset pages; `q` is words of the name or a document's start. */
  listSellers(
    appId: number,
    gatewayId: number,
    query?: SellerQuery,
    signal?: AbortSignal,
  ): Promise<SellerPage>
  getSeller(
    appId: number,
    gatewayId: number,
    sellerId: number,
    signal?: AbortSignal,
  ): Promise<Seller>
  /** A CPF or CNPJ the gateway already has is a 409 on `document`. */
  createSeller(appId: number, gatewayId: number, input: SellerInput): Promise<Seller>
  /** Replaces the seller's fields (the status is left as it is). */
  updateSeller(
    appId: number,
    gatewayId: number,
    sellerId: number,
    input: SellerInput,
  ): Promise<Seller>
  /** The seller can no longer enter a rule; it stays in the history. Again: no change. */
  suspendSeller(appId: number, gatewayId: number, sellerId: number): Promise<Seller>
  /** Active again when it had been verified, otherwise back to pending verification. */
  reactivateSeller(appId: number, gatewayId: number, sellerId: number): Promise<Seller>
  /** The seller's parts of split payments, newest payment first, in keyset pages, with its balances. */
  sellerParts(
    appId: number,
    gatewayId: number,
    sellerId: number,
    cursor?: string,
    signal?: AbortSignal,
  ): Promise<SellerPartsPage>
  /**
   * Releases every pending part of the seller now (pending → available). Moves money: the
   * `Idempotency-Key` replays the first answer when a retry sends it again.
   */
  releaseSeller(
    appId: number,
    gatewayId: number,
    sellerId: number,
    idempotencyKey: string,
  ): Promise<SellerRelease>
  /** The rule in force (null until one is saved) and which variant the form edits. */
  currentRule(appId: number, gatewayId: number, signal?: AbortSignal): Promise<SplitRuleCurrent>
  /** Every version, newest first, each with what changed from the one before. */
  ruleHistory(
    appId: number,
    gatewayId: number,
    cursor?: string,
    signal?: AbortSignal,
  ): Promise<SplitRuleHistory>
  ruleVersion(
    appId: number,
    gatewayId: number,
    version: number,
    signal?: AbortSignal,
  ): Promise<SplitRuleVersion>
  /**
   * Saves the rule as the next version (SplitRuleSchema, or StaticPixSplitRuleSchema for a static
   * pix gateway). Every seller it names must be the gateway's and active (`sellerNotActive`);
   * with `baseVersion`, a version saved meanwhile is a 409. The rule in force sent again makes
   * no version (`created: false`).
   */
  saveRule(
    appId: number,
    gatewayId: number,
    rule: SplitRuleInput | StaticPixSplitRuleInput,
    options?: SaveRuleOptions,
  ): Promise<SplitRuleSaved>
  /** The rule in force in the `eficustom` format (eficustom.ts), or why it cannot be written so. */
  efiCustomRule(appId: number, gatewayId: number, signal?: AbortSignal): Promise<EfiRuleAnswer>
  /** Saves a rule written in the `eficustom` format: its receivers are sellers' provider accounts. */
  saveEfiCustomRule(
    appId: number,
    gatewayId: number,
    config: EfiCustomInput,
    options?: SaveRuleOptions,
  ): Promise<SplitRuleSaved>
  /**
   * Checks a CSV file of sellers (`dryRun: true`, nothing written) or imports it: every row in
   * one go, or none — a file with any problem is a 400 with the report in `data.report`. A file
   * that is no CSV is a 400; over SELLER_IMPORT_MAX_BYTES a 413 (see import/README.md).
   */
  importSellers(
    appId: number,
    gatewayId: number,
    file: Blob,
    options: SellerImportOptions,
  ): Promise<SellerImportReport>
}
