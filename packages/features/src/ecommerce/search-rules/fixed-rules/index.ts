// E-commerce › Opções de busca › Fixas.
export { FixedRulesScreen, type FixedRulesScreenProps } from './FixedRulesScreen.tsx'
