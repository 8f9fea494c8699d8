// E-commerce › Opções de busca › Por termo.
export { TermRulesScreen, type TermRulesScreenProps } from './TermRulesScreen.tsx'
