import {
  formatMoney,
  settingsOf,
  type CardBrand,
  type Gateway,
  type GatewaySettings,
  type VoucherBrand,
} from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { bankLabel } from '../shared/banks.ts'
import {
  captureTexts,
  cardBrandNames,
  formatMinutes,
  formatPercent,
  formatPixKey,
  voucherBrandNames,
} from '../shared/format.ts'
import type { Fact } from './Facts.tsx'

function PixKey({ pixKey }: { pixKey: string }) {
  const { kind, text } = formatPixKey(pixKey)
  return (
    <span className="flex flex-wrap items-center gap-2">
      {kind ? <Badge size="sm">{kind}</Badge> : null}
      <span className="font-mono text-sm break-all">{text}</span>
    </span>
  )
}

function Brands({ names }: { names: readonly string[] }) {
  return (
    <ul aria-label="Bandeiras aceitas" className="flex flex-wrap gap-1.5">
      {names.map((name) => (
        <li key={name}>
          <Badge size="sm" tone="primary">
            {name}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

const pixFacts = (settings: { pix_key: string; expires_in_minutes: number }): Fact[] => [
  { term: 'Chave pix', value: <PixKey pixKey={settings.pix_key} /> },
  {
    term: 'Validade do código',
    value: formatMinutes(settings.expires_in_minutes),
    note: 'Depois disso, o QR Code expira e a cobrança precisa ser gerada de novo.',
  },
]

function billetFacts(settings: GatewaySettings<'billet'>): Fact[] {
  return [
    { term: 'Banco', value: bankLabel(settings.bank) },
    { term: 'Carteira', value: settings.wallet },
    { term: 'Convênio', value: settings.agreement },
    {
      term: 'Vencimento',
      value: `${settings.days_to_due} ${settings.days_to_due === 1 ? 'dia' : 'dias'} após a emissão`,
    },
    {
      term: 'Multa por atraso',
      value: settings.fine_bps > 0 ? formatPercent(settings.fine_bps) : 'Sem multa',
    },
    {
      term: 'Juros por atraso',
      value:
        settings.interest_monthly_bps > 0
          ? `${formatPercent(settings.interest_monthly_bps)} ao mês`
          : 'Sem juros',
    },
    {
      term: 'Desconto por antecipação',
      value:
        settings.discount_bps > 0
          ? `${formatPercent(settings.discount_bps)} até ${settings.discount_days} ${
              settings.discount_days === 1 ? 'dia' : 'dias'
            } antes do vencimento`
          : 'Sem desconto',
    },
  ]
}

function cardFacts(settings: GatewaySettings<'creditcard'>): Fact[] {
  const capture = captureTexts[settings.capture]
  return [
    {
      term: 'Nome na fatura',
      value: <span className="font-mono">{settings.soft_descriptor}</span>,
    },
    {
      term: 'Parcelamento',
      value: settings.max_installments === 1 ? 'Só à vista' : `Até ${settings.max_installments}x`,
    },
    { term: 'Captura', value: capture.label, note: capture.description },
    {
      term: 'Bandeiras aceitas',
      value: <Brands names={settings.brands.map((brand: CardBrand) => cardBrandNames[brand])} />,
    },
  ]
}

/** A gateway's settings in readable Portuguese, by its type. */
export function settingsFacts(gateway: Gateway): Fact[] {
  switch (gateway.type) {
    case 'pix':
      return pixFacts(settingsOf(gateway as Gateway & { type: 'pix' }))
    case 'pix-installment': {
      const settings = settingsOf(gateway as Gateway & { type: 'pix-installment' })
      return [
        ...pixFacts(settings),
        { term: 'Parcelas', value: `Até ${settings.max_installments}x` },
      ]
    }
    case 'static-pix': {
      const settings = settingsOf(gateway as Gateway & { type: 'static-pix' })
      return [
        { term: 'Chave pix', value: <PixKey pixKey={settings.pix_key} /> },
        {
          term: 'Valor',
          value:
            settings.amount_cents === null
              ? 'Livre: quem paga digita o valor'
              : formatMoney(settings.amount_cents),
        },
        { term: 'Descrição', value: settings.description || 'Nenhuma' },
      ]
    }
    case 'billet':
      return billetFacts(settingsOf(gateway as Gateway & { type: 'billet' }))
    case 'creditcard':
      return cardFacts(settingsOf(gateway as Gateway & { type: 'creditcard' }))
    case 'voucher': {
      const settings = settingsOf(gateway as Gateway & { type: 'voucher' })
      return [
        {
          term: 'Bandeiras aceitas',
          value: (
            <Brands
              names={settings.brands.map((brand: VoucherBrand) => voucherBrandNames[brand])}
            />
          ),
        },
      ]
    }
    case 'custom': {
      const settings = settingsOf(gateway as Gateway & { type: 'custom' })
      return [
        { term: 'Nome para quem paga', value: settings.method_name },
        {
          term: 'Instruções',
          value: <span className="whitespace-pre-line">{settings.instructions}</span>,
        },
      ]
    }
  }
}
