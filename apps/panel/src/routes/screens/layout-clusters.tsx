import { ClustersScreen } from '@vitrine/features/layout/clusters'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <ClustersScreen appId={appId} level={level} />)
