import { DataplusTableScreen } from '@vitrine/features/layout/dataplus/table'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <DataplusTableScreen appId={appId} level={level} tableId={Number(params.tableID)} />
))
