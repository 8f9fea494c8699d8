export { WhitelabelListScreen, type WhitelabelListScreenProps } from './WhitelabelListScreen.tsx'
