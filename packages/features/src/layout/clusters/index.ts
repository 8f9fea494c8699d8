export { ClustersScreen, type ClustersScreenProps } from './ClustersScreen.tsx'
