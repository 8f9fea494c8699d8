import useSWR from 'swr'
import { authKeys, type Session, type User } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ErrorState, Skeleton } from '@vitrine/ui'
import { PasswordForm } from './PasswordForm.tsx'
import { ProfileForm } from './ProfileForm.tsx'

export interface ProfileScreenProps {
  /** The profile was saved: the host refreshes the user it shows in its frame. */
  onProfileSaved?: (user: User) => void
  /** The password changed: every session was revoked and this is the new one to keep. */
  onSessionRenewed: (session: Session) => void
}

/** "Minha conta": the signed-in user's own data and password. */
export function ProfileScreen({ onProfileSaved, onSessionRenewed }: ProfileScreenProps) {
  const api = useApi()
  const { data, error, mutate, isLoading } = useSWR(authKeys.me(), () => api.auth.me())

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Minha conta</h1>
        <p className="text-muted-foreground">Seus dados de acesso ao painel.</p>
      </header>
      {error ? (
        <ErrorState
          titleAs="h2"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <div
          role="status"
          className="flex flex-col gap-6"
          aria-busy="true"
          aria-label="Carregando sua conta"
        >
          <Skeleton className="h-80 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <ProfileForm
            user={data.user}
            onSaved={(user) => {
              void mutate({ ...data, user }, { revalidate: false })
              onProfileSaved?.(user)
            }}
          />
          <PasswordForm
            onChanged={(session) => {
              void mutate(session, { revalidate: false })
              onSessionRenewed(session)
            }}
          />
        </>
      )}
    </div>
  )
}
