import { DataplusTablesScreen } from '@vitrine/features/layout/dataplus/tables'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <DataplusTablesScreen appId={appId} level={level} />)
