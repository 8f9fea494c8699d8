import { FeedEditScreen } from '@vitrine/features/ecommerce/feeds'
import { inApp } from '../in-app.tsx'

// The route's validation let only `new` and digits through.
export default inApp(({ appId, level, params }) => (
  <FeedEditScreen
    key={params.xmlID}
    appId={appId}
    level={level}
    feedId={params.xmlID === 'new' || !params.xmlID ? undefined : Number(params.xmlID)}
  />
))
