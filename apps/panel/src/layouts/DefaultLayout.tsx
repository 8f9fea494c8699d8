import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { href, Link } from '@vitrine/features'
import { UserMenu } from '@vitrine/features/shell/user-menu'
import { BrandMark } from './BrandMark.tsx'
import { EmailNotice } from './EmailNotice.tsx'
import { useSessionStore } from '../session/session-context.tsx'
import { useSignOut } from './use-sign-out.ts'

/** Pages outside a store (the apps list, one's account): a top bar and the content. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const session = useSessionStore()
  const { user } = useSnapshot(session.state)
  const signOut = useSignOut()
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="sticky top-0 z-20 border-b bg-surface">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4">
          <Link href={href('apps')} className="rounded-md" aria-label="Vitrine — minhas lojas">
            <BrandMark />
          </Link>
          {user ? (
            <UserMenu name={user.name} email={user.email} onSignOut={() => void signOut()} />
          ) : null}
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8">
        <EmailNotice className="mb-6" />
        {children}
      </main>
    </div>
  )
}
