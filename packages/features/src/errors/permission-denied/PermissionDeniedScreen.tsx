import { useEffect } from 'react'
import { Button } from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'

export interface PermissionDeniedScreenProps {
  appId: number
}

/** "Permissão negada" (section 8): where a user lands without access to an area or route. */
export function PermissionDeniedScreen({ appId }: PermissionDeniedScreenProps) {
  // The page scrolls to the top (section 2): the user may arrive from deep in a long page.
  // A block body: an effect may return only a cleanup, and scrollTo's result is not one (the
  // Storybook/Vitest browser answers it with a value, which React then calls on unmount).
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
      aria-labelledby="permission-denied-title"
    >
      <svg
        viewBox="0 0 48 48"
        className="size-14 text-warning"
        aria-hidden
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <rect x="10" y="21" width="28" height="20" rx="4" />
        <path d="M16 21v-6a8 8 0 0 1 16 0v6" strokeLinecap="round" />
      </svg>
      <h1 id="permission-denied-title" className="text-2xl font-semibold">
        Permissão negada
      </h1>
      <p className="text-muted-foreground">
        Você não tem acesso a esta área da loja. Se precisar dela, peça ao proprietário da loja para
        liberar o acesso em Configurações › Usuários e permissões.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={href('overview', { appID: appId })}>Ir para a visão geral</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={href('apps')}>Trocar de loja</Link>
        </Button>
      </div>
    </section>
  )
}
