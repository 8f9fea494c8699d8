// A split gateway's rule (Pagamentos › Split › regras): the form, the static pix form and the
// eficustom editor, each with its simulator and the versions' history.
export { SplitRulesScreen, type SplitRulesScreenProps } from './SplitRulesScreen.tsx'
export type { RulesPage } from './rules-links.ts'
