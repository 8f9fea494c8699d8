// Split payments (issue 12): the rule's schemas, the engine both the simulator and the
// server split with, refunds by liability, and the provider format. See README.md.
export * from './schema.ts'
export type { SplitProblem } from './problems.ts'
export * from './eficustom.ts'
export { apportion } from './apportion.ts'
export * from './engine.ts'
export * from './reverse.ts'
export * from './simulate.ts'
export { splitText, type SplitText, type SplitTextParam, type SplitTextParams } from './texts.ts'
