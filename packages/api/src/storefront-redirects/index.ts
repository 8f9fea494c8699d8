// The storefront's redirect rules (issue 17 item 3): matching, loop checks, CSV, the calls.
export * from './schema.ts'
export {
  chainText as redirectChainText,
  fromPathProblem as redirectFromProblem,
  parseFrom as parseRedirectFrom,
  RedirectMatcher,
  REDIRECT_CHAIN_WARN_HOPS,
  REDIRECT_MAX_HOPS,
  toRequest as redirectRequest,
  type RedirectStatus,
  type RuleLike as RedirectRuleLike,
} from './match.ts'
export { redirectLabels, redirectText, type RedirectText } from './texts.ts'
export {
  checkRedirectSave,
  redirectError,
  refusalText,
  testedPath,
  traceRedirect,
} from './check.ts'
export {
  checkRedirectFile,
  checkRedirectRows,
  parseRedirectImport,
  planRedirectImport,
  redirectFileTooLarge,
  redirectImportRefused,
  redirectsCsv,
  REDIRECT_CSV_COLUMNS,
  REDIRECT_CSV_SAMPLE,
  REDIRECT_CSV_SAMPLE_NAME,
  REDIRECT_IMPORT_SIZE_LABEL,
  type ParsedRedirectImport,
} from './csv.ts'
export { DEMO_REDIRECTS } from './demo.ts'
export type { StorefrontRedirectsApi } from './api.ts'
export { storefrontRedirectKeys } from './keys.ts'
export { createHttpStorefrontRedirectsApi } from './http.ts'
