import type { ReactNode } from 'react'
import { Alert, EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'

/**
 * What a screen shows at level none. The guard keeps such users away, but a partner may embed
 * the screen anyway: it then says so plainly instead of failing on every call.
 */
export function NoAccessState() {
  return (
    <EmptyState
      titleAs="h2"
      bordered
      icon={<Lock aria-hidden />}
      title="Você não tem acesso a esta área"
      description="Peça a quem administra a loja para liberar o acesso às configurações."
    />
  )
}

/** Shown above a screen opened at read level, so disabled controls do not look broken. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <Alert tone="info" data-slot="read-only-note">
      {children}
    </Alert>
  )
}
