/*
 * Why a card was declined, as the payer should read it. The receipt's `decline_reason` is the
 * provider's own words (the sandbox's are in apps/server/src/payments/providers/sandbox.ts:
 * "Cartão recusado: saldo ou limite insuficiente.", "…consta como perdido/roubado", "…código de
 * segurança incorreto", "Cartão vencido.", a temporary failure, a brand the gateway refuses, a
 * number that is no card). Other providers word them differently, so the reason is matched by
 * what it is about, and anything unknown gets the generic text: never the provider's jargon.
 */

/** What a declined card means to the payer, and the card field to correct when there is one. */
export interface Decline {
  text: string
  field?: 'card.number' | 'card.expiry' | 'card.cvv'
}

const DECLINES: readonly (readonly [RegExp, Decline])[] = [
  [
    /saldo|limite|insufficient/i,
    {
      text: 'O cartão não tem saldo ou limite suficiente para este valor. Tente outro cartão ou outra forma de pagamento.',
    },
  ],
  [
    /perdid|roubad|bloquead|lost|stolen/i,
    {
      text: 'O banco bloqueou este cartão. Use outro cartão ou fale com o seu banco.',
    },
  ],
  [
    /c[óo]digo de seguran[çc]a|cvv|cvc/i,
    {
      text: 'O código de segurança não confere. Confira os números no verso do cartão (na frente, no American Express) e tente de novo.',
      field: 'card.cvv',
    },
  ],
  [
    /vencid|expirad|expired/i,
    {
      text: 'O cartão está vencido. Confira a validade ou use outro cartão.',
      field: 'card.expiry',
    },
  ],
  [
    /tempor[áa]ri|tente novamente|processing/i,
    { text: 'Houve uma falha passageira ao processar o cartão. Tente de novo em instantes.' },
  ],
  [
    /bandeira/i,
    {
      text: 'Esta bandeira de cartão não é aceita aqui. Use um cartão de outra bandeira.',
      field: 'card.number',
    },
  ],
  [
    /n[úu]mero do cart[ãa]o/i,
    {
      text: 'O número do cartão não confere. Confira os dígitos e tente de novo.',
      field: 'card.number',
    },
  ],
]

const GENERIC: Decline = {
  text: 'O banco do cartão não aprovou o pagamento. Confira os dados, use outro cartão ou escolha outra forma de pagamento.',
}

/** The payer's explanation of a declined card (the generic one when the reason is unknown). */
export function declineOf(reason: string | null | undefined): Decline {
  if (!reason) return GENERIC
  return DECLINES.find(([pattern]) => pattern.test(reason))?.[1] ?? GENERIC
}
