import { useEffect, useState } from 'react'
import { formatMoney } from '@vitrine/api'
import { QrCode } from '@vitrine/ui/components/qr-code'
import { CopyButton } from './CopyButton.tsx'
import { countdown, formatDueDate } from './texts.ts'

/** What a pending pix shows; the receipt's and the sign-up page's payments both carry it. */
export interface PixToPay {
  code: string
  expires_at: string | null
}

/** What a pending boleto shows (the receipt's payment also has the barcode, unused here). */
export interface BilletToPay {
  linha_digitavel: string
  due_date: string
  url: string
}

/**
 * The heading level depends on the page: a block right under the page's title (the receipt) is
 * an h2, one inside a card that has its own h2 (the sign-up page's pending charge) is an h3.
 */
type HeadingLevel = 'h2' | 'h3'

/** The time now, every second while `active` (the pix code's countdown). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  return now
}

/** The pix to pay: QR code, copy-and-paste code and its countdown to expiry. */
export function PixCode({
  pix,
  amountCents,
  heading: Heading,
}: {
  pix: PixToPay
  amountCents: number
  heading: HeadingLevel
}) {
  const now = useNow(pix.expires_at !== null)
  const left = pix.expires_at ? countdown(pix.expires_at, now) : null
  return (
    <div className="flex flex-col items-center gap-3">
      <Heading className="self-start font-semibold">Pague com pix</Heading>
      <p className="self-start text-sm text-muted-foreground">
        Abra o app do seu banco, escolha pagar com pix e leia o QR code ou cole o código abaixo.
      </p>
      <QrCode
        value={pix.code}
        label={`QR code do pix de ${formatMoney(amountCents)}`}
        className="size-56"
      />
      <label className="flex w-full flex-col gap-1 text-sm">
        <span className="font-medium">Pix copia e cola</span>
        <textarea
          readOnly
          rows={4}
          value={pix.code}
          className="w-full resize-none rounded-md border bg-muted p-2 font-mono text-xs break-all"
        />
      </label>
      <CopyButton text={pix.code} label="Copiar código pix" />
      {pix.expires_at ? (
        <p className="text-sm text-muted-foreground">
          {left ? `O código expira em ${left}.` : 'O código expirou.'}
        </p>
      ) : null}
    </div>
  )
}

/** The boleto to pay: due date, the typeable line to copy and the printable page. */
export function BilletCode({
  billet,
  heading: Heading,
}: {
  billet: BilletToPay
  heading: HeadingLevel
}) {
  return (
    <div className="flex flex-col gap-3">
      <Heading className="font-semibold">Pague o boleto</Heading>
      <p className="text-sm">Vencimento: {formatDueDate(billet.due_date)}</p>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Linha digitável</span>
        <textarea
          readOnly
          rows={2}
          value={billet.linha_digitavel}
          className="w-full resize-none rounded-md border bg-muted p-2 font-mono text-xs break-all"
        />
      </label>
      <CopyButton text={billet.linha_digitavel} label="Copiar linha digitável" />
      <a
        href={billet.url}
        target="_blank"
        rel="noopener"
        className="text-center font-medium text-primary underline"
      >
        Abrir o boleto para imprimir
      </a>
    </div>
  )
}
