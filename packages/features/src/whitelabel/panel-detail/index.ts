export { PanelDetailScreen, type PanelDetailScreenProps } from './PanelDetailScreen.tsx'
