import { ChecklistScreen } from '@vitrine/features/onboarding/checklist'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <ChecklistScreen appId={appId} level={level} />)
