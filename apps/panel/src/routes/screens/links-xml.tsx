import { LinkFeedScreen } from '@vitrine/features/links/xml'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <LinkFeedScreen appId={appId} level={level} />)
