import { formatMoney, type PublicLink } from '@vitrine/api'
import { CheckoutAppHooks } from '../shared/apps/CheckoutAppHooks.tsx'
import { PublicCard, PublicPage } from '../shared/PublicPage.tsx'
import { LinkForm } from './LinkForm.tsx'

const UNAVAILABLE: Record<Exclude<PublicLink['availability'], 'available'>, [string, string]> = {
  expired: [
    'Este link expirou',
    'Ele não recebe mais pagamentos. Fale com a loja para pedir um novo.',
  ],
  sold_out: ['Este link esgotou', 'Não há mais unidades disponíveis. Fale com a loja.'],
  inactive: ['Este link foi desativado', 'A loja não está recebendo pagamentos por ele.'],
}

/**
 * A link's page once it is known: the item, then the payer's form or why it cannot be paid. The
 * appearance editor's preview renders this same page with a sample link.
 */
export function LinkPage({
  link,
  onPaid,
  preview = false,
}: {
  link: PublicLink
  onPaid: (token: string) => void
  /** The appearance editor's preview: the page inside the panel, nothing sent from it. */
  preview?: boolean
}) {
  return (
    <PublicPage store={link.store} appearance={link.checkout.appearance} preview={preview}>
      <CheckoutAppHooks
        apps={link.checkout.apps}
        preview={preview}
        valueCents={link.amount_cents}
      />
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
