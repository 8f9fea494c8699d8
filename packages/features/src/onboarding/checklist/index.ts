export { ChecklistScreen, type ChecklistScreenProps } from './ChecklistScreen.tsx'
