import { href } from '@vitrine/features'
import { AppsScreen } from '@vitrine/features/apps/list'
import type { ScreenContext } from '../screen-context.ts'

export default function Apps({ url, navigate }: ScreenContext) {
  return (
    <AppsScreen
      appHref={(app) => href('overview', { appID: app.id })}
      invitation={url.searchParams.get('invitation') || undefined}
      onInvitationClosed={() => {
        const without = new URL(url)
        without.searchParams.delete('invitation')
        navigate(`${without.pathname}${without.search}`, { replace: true })
      }}
    />
  )
}
