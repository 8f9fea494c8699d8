import { LinkListScreen } from '@vitrine/features/links/list'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <LinkListScreen appId={appId} level={level} />)
