import type { CheckoutAppPicture } from '@vitrine/api'
import { OrderBumpOffer } from '../shared/apps/OrderBumpOffer.tsx'
import { WhatsAppButton } from '../shared/apps/WhatsAppButton.tsx'

/*
 * An app's screenshots are drawn, not pictures from elsewhere: the chat button and the order
 * bump by the public page's own components (so the picture is what payers see), the analytics
 * events and the anti-fraud log as small drawings of what each records.
 */

function Frame({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <figure className="flex flex-col gap-2">
      <div
        className="relative flex min-h-40 flex-col justify-center gap-3 overflow-hidden rounded-lg border bg-muted/40 p-4"
        // A picture: what it shows is said by its caption, its controls do nothing.
        inert
      >
        {children}
      </div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  )
}

const EVENTS = [
  ['begin_checkout', 'InitiateCheckout', 'O cliente abriu o link'],
  ['purchase', 'Purchase', 'Pagamento criado · R$ 89,90'],
] as const

export function AppScreenshot({
  picture,
  caption,
}: {
  picture: CheckoutAppPicture
  caption: string
}) {
  switch (picture) {
    case 'whatsapp-button':
      return (
        <Frame caption={caption}>
          <div className="flex flex-col gap-2 rounded-md bg-background p-3">
            <div className="h-3 w-2/3 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
            <div className="h-8 w-full rounded bg-muted" />
          </div>
          <div className="h-12" />
          <WhatsAppButton chat={{ phone: '5511987654321', message: '' }} preview />
        </Frame>
      )
    case 'order-bump-offer':
      return (
        <Frame caption={caption}>
          <div className="rounded-md bg-background p-3">
            <OrderBumpOffer
              offer={{
                title: 'Embalagem para presente',
                description: 'Papel kraft, laço e cartão escrito à mão.',
                price_cents: 990,
              }}
              checked
              onChange={() => undefined}
            />
          </div>
        </Frame>
      )
    case 'analytics-events':
      return (
        <Frame caption={caption}>
          <ol className="flex flex-col gap-2">
            {EVENTS.map(([ga4, meta, what]) => (
              <li
                key={ga4}
                className="flex items-center justify-between gap-3 rounded-md bg-background p-3 text-sm"
              >
                <span className="font-mono">
                  {ga4} · {meta}
                </span>
                <span className="text-muted-foreground">{what}</span>
              </li>
            ))}
          </ol>
        </Frame>
      )
    case 'antifraud-log':
      return (
        <Frame caption={caption}>
          <ul className="flex flex-col gap-2 text-sm">
            <li className="flex justify-between rounded-md bg-background p-3">
              <span>R$ 89,90 · ***.222.333-**</span>
              <span className="font-semibold text-success-foreground">Aprovado</span>
            </li>
            <li className="flex justify-between rounded-md bg-background p-3">
              <span>R$ 159,90 · Domínio de e-mail bloqueado</span>
              <span className="font-semibold text-danger-foreground">Recusado</span>
            </li>
          </ul>
        </Frame>
      )
  }
}
