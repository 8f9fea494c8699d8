import { InstallmentsScreen } from '@vitrine/features/gateways/installments'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <InstallmentsScreen appId={appId} level={level} />)
