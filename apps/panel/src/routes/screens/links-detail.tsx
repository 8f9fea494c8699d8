import { LinkDetailScreen } from '@vitrine/features/links/detail'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params, url }) => (
  <LinkDetailScreen
    // Another link is another screen: no dialog or state of the previous one carries over.
    key={params.slug}
    appId={appId}
    level={level}
    slug={params.slug ?? ''}
    publicUrl={url.origin}
  />
))
