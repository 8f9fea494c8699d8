// E-commerce › Opções de busca › Prioridade (porcentagem de concordância).
export { AgreementScreen, type AgreementScreenProps } from './AgreementScreen.tsx'
