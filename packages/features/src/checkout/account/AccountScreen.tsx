import { useCallback } from 'react'
import { useApi } from '@vitrine/api/react'
import {
  PublicLoading,
  PublicPage,
  UnansweredPage,
  type UnansweredTexts,
} from '../shared/PublicPage.tsx'
import { usePublicAnswer } from '../shared/use-public-answer.ts'
import { PaymentsCard } from './PaymentsCard.tsx'
import { SignInCard } from './SignInCard.tsx'
import { usePayerSession } from './use-payer-session.ts'

const UNANSWERED: UnansweredTexts = {
  loading: 'Carregando sua conta…',
  notFound: {
    title: 'Loja não encontrada',
    text: 'Confira o endereço que você recebeu. Se o problema continuar, fale com a loja.',
  },
  failure: 'Não foi possível abrir esta página',
}

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
  const { payerAccounts } = useApi()
  const load = useCallback(
    (signal: AbortSignal) => payerAccounts.store(slug, signal),
    [payerAccounts, slug],
  )
  const store = usePublicAnswer(load)
  const session = usePayerSession(slug, code, onCodeUsed)
  if (store.kind === 'not-found' || store.kind === 'error') {
    return <UnansweredPage state={store} texts={UNANSWERED} />
  }
  if (store.kind === 'loading' || session.phase === 'exchanging') {
    return <PublicLoading label={UNANSWERED.loading} />
  }
  return (
    <PublicPage store={store.value}>
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
