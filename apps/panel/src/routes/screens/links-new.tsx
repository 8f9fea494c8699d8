import { LinkFormScreen } from '@vitrine/features/links/form'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, url }) => (
  // The public pages live at the panel's own address until the link answers its own.
  <LinkFormScreen appId={appId} level={level} publicUrl={url.origin} />
))
