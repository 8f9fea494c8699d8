import { CARD_BRAND_NAMES, TEST_CARDS, type TestCard } from '@vitrine/api'
import { Button } from '@vitrine/ui'

const outcomes: Record<TestCard['outcome'], string> = {
  approved: 'aprovado',
  declined: 'recusado',
  pre_authorized: 'pré-autorizado (capture depois)',
  retry: 'falha temporária',
}

const declineReasons: Record<string, string> = {
  generic_decline: 'recusa genérica',
  insufficient_funds: 'saldo insuficiente',
  lost_card: 'cartão perdido',
  stolen_card: 'cartão roubado',
  expired_card: 'cartão vencido',
  incorrect_cvc: 'código de segurança incorreto',
}

/** "4242 4242 4242 4242" (Amex: 3782 822463 10005). */
const grouped = (number: string) =>
  number.length === 15
    ? `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`
    : number.replace(/(\d{4})(?=\d)/g, '$1 ')

/** One test card per outcome (and per brand for approvals): what a merchant rehearses with. */
const shown = TEST_CARDS.filter(
  (card, index) =>
    card.outcome !== 'approved' ||
    TEST_CARDS.findIndex((other) => other.outcome === 'approved' && other.brand === card.brand) ===
      index,
)

/**
 * The sandbox's test cards, for a gateway in test mode: each number with what the sandbox does
 * with it, and a button that types it in. Any future expiry and any security code are accepted.
 */
export function TestCardsHelp({ onUse }: { onUse: (number: string) => void }) {
  return (
    <details className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Cartões de teste do sandbox</summary>
      <p className="mt-2 text-muted-foreground">
        Este meio de pagamento está em modo de teste: use um destes números, qualquer validade
        futura e qualquer código de segurança. Nenhum dinheiro é movimentado.
      </p>
      <ul aria-label="Cartões de teste" className="mt-2 flex flex-col gap-1">
        {shown.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="font-mono tabular-nums">{grouped(card.number)}</span>{' '}
              <span className="text-muted-foreground">
                — {CARD_BRAND_NAMES[card.brand]}, {outcomes[card.outcome]}
                {card.declineCode
                  ? ` (${declineReasons[card.declineCode] ?? card.declineCode})`
                  : ''}
              </span>
            </span>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              aria-label={`Usar o cartão ${grouped(card.number)}`}
              onClick={() => onUse(card.number)}
            >
              Usar
            </Button>
          </li>
        ))}
      </ul>
    </details>
  )
}
