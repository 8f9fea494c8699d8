import { href } from '@vitrine/features'
import { AppsScreen } from '@vitrine/features/apps/list'

export default function Apps() {
  return <AppsScreen appHref={(app) => href('overview', { appID: app.id })} />
}
