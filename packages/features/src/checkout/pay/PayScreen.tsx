import { useCallback } from 'react'
import { useApi } from '@vitrine/api/react'
import { trackPurchase } from '../shared/apps/analytics-tags.ts'
import { UnansweredPage, type UnansweredTexts } from '../shared/PublicPage.tsx'
import { usePublicAnswer } from '../shared/use-public-answer.ts'
import { LinkPage } from './LinkPage.tsx'

export interface PayScreenProps {
  slug: string
  /** Where a charge leads: the receipt's address (the host pushes it without a reload). */
  onPaid: (token: string) => void
}

const UNANSWERED: UnansweredTexts = {
  loading: 'Carregando o link de pagamento…',
  notFound: {
    title: 'Link de pagamento não encontrado',
    text: 'Confira o endereço que você recebeu da loja.',
  },
  failure: 'Não foi possível abrir o link',
}

/** `/pay/{slug}`: a payment link's page; the payer pays it by pix, boleto or card. */
export function PayScreen({ slug, onPaid }: PayScreenProps) {
  const { checkout } = useApi()
  const load = useCallback((signal: AbortSignal) => checkout.link(slug, signal), [checkout, slug])
  const state = usePublicAnswer(load)
  if (state.kind !== 'ready') return <UnansweredPage state={state} texts={UNANSWERED} />
  const link = state.value
  return (
    <LinkPage
      link={link}
      onPaid={(token) => {
        // The analytics apps' purchase events go before the page moves on to the receipt.
        trackPurchase(link.checkout.apps, link.amount_cents, token)
        onPaid(token)
      }}
    />
  )
}
