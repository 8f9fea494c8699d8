import { href } from '@vitrine/features'
import { useApi } from '@vitrine/api/react'
import { AppsScreen } from '@vitrine/features/apps/list'
import { refreshSignedInUser } from '../../session/refresh-user.ts'
import type { ScreenContext } from '../screen-context.ts'

export default function Apps({ url, navigate, session }: ScreenContext) {
  const api = useApi()
  return (
    <AppsScreen
      appHref={(app) => href('overview', { appID: app.id })}
      invitation={url.searchParams.get('invitation') || undefined}
      onInvitationClosed={() => {
        const without = new URL(url)
        without.searchParams.delete('invitation')
        navigate(`${without.pathname}${without.search}`, { replace: true })
      }}
      onInvitationAccepted={() => refreshSignedInUser(session, api)}
    />
  )
}
