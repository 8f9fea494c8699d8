import { useCallback } from 'react'
import { formatMoney, type PublicLink } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  PublicCard,
  PublicPage,
  UnansweredPage,
  type UnansweredTexts,
} from '../shared/PublicPage.tsx'
import { usePublicAnswer } from '../shared/use-public-answer.ts'
import { LinkForm } from './LinkForm.tsx'

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
  return <LinkPage link={state.value} onPaid={onPaid} />
}

const UNAVAILABLE: Record<Exclude<PublicLink['availability'], 'available'>, [string, string]> = {
  expired: [
    'Este link expirou',
    'Ele não recebe mais pagamentos. Fale com a loja para pedir um novo.',
  ],
  sold_out: ['Este link esgotou', 'Não há mais unidades disponíveis. Fale com a loja.'],
  inactive: ['Este link foi desativado', 'A loja não está recebendo pagamentos por ele.'],
}

function LinkPage({ link, onPaid }: { link: PublicLink; onPaid: (token: string) => void }) {
  return (
    <PublicPage store={link.store}>
      <PublicCard>
        {link.image_url ? (
          <img
            src={link.image_url}
            alt=""
            className="aspect-video w-full rounded-lg object-cover"
            width={640}
            height={360}
          />
        ) : null}
        <h1 className="text-xl font-semibold">{link.title}</h1>
        {link.description ? (
          <p className="whitespace-pre-line text-muted-foreground">{link.description}</p>
        ) : null}
        {link.amount_cents !== null ? (
          <p className="text-2xl font-semibold">{formatMoney(link.amount_cents)}</p>
        ) : null}
      </PublicCard>
      {link.availability === 'available' ? (
        <LinkForm link={link} onPaid={onPaid} />
      ) : (
        <PublicCard>
          <h2 className="text-lg font-semibold">{UNAVAILABLE[link.availability][0]}</h2>
          <p className="text-muted-foreground">{UNAVAILABLE[link.availability][1]}</p>
        </PublicCard>
      )}
    </PublicPage>
  )
}
