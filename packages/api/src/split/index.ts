// Split payments (issue 12): the rule's schemas, the engine both the simulator and the
// server split with, refunds by liability, and the provider format. See README.md.
export * from './schema.ts'
export type { SplitProblem } from './problems.ts'
export * from './eficustom.ts'
export { apportion } from './apportion.ts'
export * from './engine.ts'
export * from './reverse.ts'
export * from './simulate.ts'
export * from './release.ts'
export * from './parts.ts'
export { splitText, type SplitText, type SplitTextParam, type SplitTextParams } from './texts.ts'
// The store's side of the split: which gateways split, sellers, rule versions (see README.md).
export * from './gateways.ts'
export * from './sellers.ts'
export * from './versions.ts'
export * from './rules-api.ts'
export * from './errors.ts'
export * from './efi-rules.ts'
export type { SplitApi } from './api.ts'
export { splitKeys } from './keys.ts'
// The sellers' CSV import: parser, plan and report, shared by the server and the fixture.
export * from './import/index.ts'
