import { DataplusTriggersScreen } from '@vitrine/features/layout/dataplus/triggers'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <DataplusTriggersScreen appId={appId} level={level} tableId={Number(params.tableID)} />
))
