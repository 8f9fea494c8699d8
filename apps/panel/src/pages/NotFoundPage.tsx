import { Button } from '@vitrine/ui'
import { href, Link } from '@vitrine/features'

/** The 404 page: the specification's message ("Page not found: {path}" or, for a failed validation, "Page Not Found: {path}"). */
export function NotFoundPage({ message }: { message: string }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold">Página não encontrada</h1>
      <p className="text-muted-foreground">O endereço pode ter mudado ou não existir mais.</p>
      <p
        className="rounded-md bg-muted px-3 py-1.5 font-mono text-sm break-all"
        data-testid="not-found-message"
      >
        {message}
      </p>
      <Button asChild>
        <Link href={href('apps')}>Ir para minhas lojas</Link>
      </Button>
    </main>
  )
}
