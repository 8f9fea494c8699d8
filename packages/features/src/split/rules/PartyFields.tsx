import { useFormContext, useWatch } from 'react-hook-form'
import type { Seller } from '@vitrine/api'
import { SelectField } from '@vitrine/ui/form'
import { bearerChoices, remainderChoices, sellerNameOf } from './rule-labels.ts'
import type { RuleFormValues } from './rule-form.ts'

type PartyName = 'fee_payer' | 'remainder_taker' | 'chargeback_liability'

const parties: {
  name: PartyName
  label: string
  sellerLabel: string
  hint: string
  choices: readonly { value: string; label: string }[]
}[] = [
  {
    name: 'fee_payer',
    label: 'Quem paga a tarifa',
    sellerLabel: 'Vendedor que paga a tarifa',
    hint: 'A tarifa do meio de pagamento sai da parte de quem a paga.',
    choices: bearerChoices,
  },
  {
    name: 'remainder_taker',
    label: 'Quem fica com o arredondamento',
    sellerLabel: 'Vendedor que fica com o arredondamento',
    hint: 'Os centavos que as porcentagens deixam de sobra vão para uma só parte.',
    choices: remainderChoices,
  },
  {
    name: 'chargeback_liability',
    label: 'Quem responde por estornos e chargebacks',
    sellerLabel: 'Vendedor responsável por estornos',
    hint: 'Quem devolve o dinheiro quando um pagamento é estornado ou contestado.',
    choices: bearerChoices,
  },
]

/**
 * Who pays the gateway's fee, takes the rounding centavos and gives money back on refunds and
 * chargebacks: the store, everyone or the sellers by share, or one seller named — chosen among
 * the sellers that have a share (the contract refuses a named party without one).
 */
export function PartyFields({ sellers }: { sellers: readonly Seller[] }) {
  const { control } = useFormContext<RuleFormValues>()
  const values = useWatch({ control }) as Partial<RuleFormValues>
  const nameOf = sellerNameOf(sellers)
  const withShare = [
    ...new Set((values.shares ?? []).map((share) => share.seller_id).filter(Boolean)),
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {parties.map((party) => {
        const chosen = values[party.name]
        const named = chosen?.seller_id ?? ''
        const ids = named && !withShare.includes(named) ? [...withShare, named] : withShare
        return (
          <div key={party.name} className="contents">
            <SelectField
              name={`${party.name}.kind`}
              label={party.label}
              hint={party.hint}
              options={party.choices}
            />
            {chosen?.kind === 'seller' ? (
              <SelectField
                name={`${party.name}.seller_id`}
                label={party.sellerLabel}
                options={ids.map((id) => ({ value: id, label: nameOf(Number(id)) }))}
              />
            ) : (
              <div aria-hidden className="max-sm:hidden" />
            )}
          </div>
        )
      })}
    </div>
  )
}
