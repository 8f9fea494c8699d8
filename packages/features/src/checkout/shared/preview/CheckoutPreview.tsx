import { useMemo, useState, type FormEvent } from 'react'
import { ApiError, type PublicCheckoutSetup } from '@vitrine/api'
import { ApiProvider, useApi } from '@vitrine/api/react'
import { ToggleGroup, ToggleGroupItem } from '@vitrine/ui'
import { Monitor, Smartphone } from 'lucide-react'
import { LinkPage } from '../../pay/LinkPage.tsx'
import { previewLink } from './sample-link.ts'

export type PreviewWidth = 'desktop' | 'mobile'

const FRAME_WIDTH: Record<PreviewWidth, string> = {
  desktop: 'w-full',
  mobile: 'w-[375px] max-w-full',
}

const NOTHING_SENT = 'Pré-visualização: nenhum pagamento é enviado daqui.'

/**
 * The checkout as payers will see it, with the set-up being edited: the real link page
 * (LinkPage) with a sample link, in a desktop or a phone's width. The store's look is applied on
 * the page's own element, so the panel around it keeps its own. Nothing leaves it: submitting
 * is stopped, and the page's charge call answers a refusal should anything reach it.
 */
export function CheckoutPreview({
  setup,
  width: initialWidth = 'desktop',
  storeName,
}: {
  setup: PublicCheckoutSetup
  width?: PreviewWidth
  storeName?: string
}) {
  const api = useApi()
  const [width, setWidth] = useState<PreviewWidth>(initialWidth)
  const link = useMemo(() => previewLink(setup, storeName), [setup, storeName])
  const previewApi = useMemo(
    () => ({
      ...api,
      checkout: {
        ...api.checkout,
        charge: async () => {
          throw new ApiError({ statusCode: 409, statusMessage: 'Conflict', message: NOTHING_SENT })
        },
      },
    }),
    [api],
  )
  const stopSubmit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
  }
  return (
    <section aria-label="Pré-visualização do checkout" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{NOTHING_SENT}</p>
        <ToggleGroup
          aria-label="Largura da pré-visualização"
          size="sm"
          value={width}
          onValueChange={(value) => setWidth(value as PreviewWidth)}
        >
          <ToggleGroupItem value="desktop">
            <Monitor aria-hidden="true" className="size-4" />
            Computador
          </ToggleGroupItem>
          <ToggleGroupItem value="mobile">
            <Smartphone aria-hidden="true" className="size-4" />
            Celular
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
      <div className="flex justify-center rounded-lg border bg-muted/30 p-2">
        <div
          data-testid="checkout-preview-frame"
          data-width={width}
          className={`${FRAME_WIDTH[width]} max-h-[44rem] overflow-auto rounded-md border bg-background`}
          onSubmitCapture={stopSubmit}
        >
          <ApiProvider api={previewApi}>
            <LinkPage link={link} onPaid={() => undefined} preview />
          </ApiProvider>
        </div>
      </div>
    </section>
  )
}
