import { Button } from '@vitrine/ui/components/button'
import { PublicCard, PublicLoading, PublicNotFound, PublicPage } from '../shared/PublicPage.tsx'
import { PaymentsCard } from './PaymentsCard.tsx'
import { SignInCard } from './SignInCard.tsx'
import { usePayerSession } from './use-payer-session.ts'
import { usePayerStore } from './use-payer-store.ts'

export interface AccountScreenProps {
  /** The store's public slug (`/acc/{slug}`). */
  slug: string
  /** The code of a mailed sign-in link (`/acc/{slug}?code=…`), exchanged once for a session. */
  code: string | null
  /** Called once the code was tried: the host takes it out of the address. */
  onCodeUsed: () => void
}

/**
 * `/acc/{slug}`: the payer's own page at one store. Signed out, the e-mail form that mails a
 * one-time link; from that link, the session it opens (kept in the injected storage, one per
 * store); signed in, their payments there with links to the receipts.
 */
export function AccountScreen({ slug, code, onCodeUsed }: AccountScreenProps) {
  const store = usePayerStore(slug)
  const session = usePayerSession(slug, code, onCodeUsed)
  if (store.kind === 'not-found') {
    return (
      <PublicNotFound
        title="Loja não encontrada"
        text="Confira o endereço que você recebeu. Se o problema continuar, fale com a loja."
      />
    )
  }
  if (store.kind === 'error') {
    return (
      <PublicPage>
        <PublicCard>
          <h1 className="text-xl font-semibold">Não foi possível abrir esta página</h1>
          <p className="text-muted-foreground">Verifique sua conexão e tente de novo.</p>
          <Button onClick={store.retry}>Tentar de novo</Button>
        </PublicCard>
      </PublicPage>
    )
  }
  if (store.kind === 'loading' || session.phase === 'exchanging') {
    return <PublicLoading label="Carregando sua conta…" />
  }
  return (
    <PublicPage store={store.store}>
      {session.phase === 'signed-in' ? (
        <PaymentsCard
          slug={slug}
          token={session.token}
          onEnded={session.ended}
          onSignOut={session.signOut}
        />
      ) : (
        <SignInCard slug={slug} notice={session.notice} />
      )}
    </PublicPage>
  )
}
