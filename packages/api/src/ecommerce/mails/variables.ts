/*
 * The variables a store e-mail may use, written `{{key}}` in the subject, the preheader or the
 * body. The list is fixed: the screens insert them from a menu (label, sample), the server
 * refuses unknown ones on save and fills them in when it sends. Values are HTML-escaped where
 * they land in HTML; `html` variables (the items table) are built by the server from escaped
 * parts, and `url` variables may stand alone in a link's or an image's address.
 */

export type MailVariableKind = 'text' | 'url' | 'html'

export interface MailVariable {
  key: string
  label: string
  kind: MailVariableKind
  /** What the preview shows, and what a test send fills in. */
  sample: string
}

const SAMPLE_ITEMS_TABLE =
  '<table class="itens" role="presentation" width="100%" cellpadding="6" cellspacing="0">' +
  '<tr><th align="left">Produto</th><th align="center">Qtd.</th><th align="right">Valor</th></tr>' +
  '<tr><td>Camiseta básica preta (M)</td><td align="center">2</td><td align="right">R$ 119,80</td></tr>' +
  '<tr><td>Boné aba curva</td><td align="center">1</td><td align="right">R$ 89,90</td></tr>' +
  '</table>'

/** How to pay, by method: the pix code, or the boleto's line and due date (built by the server). */
const SAMPLE_INSTRUCTIONS =
  '<p>Pix copia e cola (válido até 30/11/2026 às 14:30):</p>' +
  '<p class="codigo">00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406207.635802BR5913Loja Vitrine6009SAO PAULO62070503***6304ABCD</p>'

export const MAIL_VARIABLES = [
  { key: 'store_name', label: 'Nome da loja', kind: 'text', sample: 'Loja Vitrine' },
  { key: 'store_url', label: 'Link da loja', kind: 'url', sample: 'https://loja.vitrine.dev' },
  { key: 'customer_name', label: 'Nome do cliente', kind: 'text', sample: 'Maria Souza' },
  {
    key: 'customer_email',
    label: 'E-mail do cliente',
    kind: 'text',
    sample: 'maria.souza@example.com',
  },
  { key: 'order_number', label: 'Número do pedido', kind: 'text', sample: '10482' },
  {
    key: 'order_url',
    label: 'Link do pedido',
    kind: 'url',
    sample: 'https://loja.vitrine.dev/conta/pedidos/10482',
  },
  { key: 'order_items', label: 'Tabela de itens', kind: 'html', sample: SAMPLE_ITEMS_TABLE },
  { key: 'order_subtotal', label: 'Subtotal', kind: 'text', sample: 'R$ 209,70' },
  { key: 'order_shipping', label: 'Frete', kind: 'text', sample: 'R$ 18,90' },
  { key: 'order_discount', label: 'Desconto', kind: 'text', sample: 'R$ 20,97' },
  { key: 'order_total', label: 'Total do pedido', kind: 'text', sample: 'R$ 207,63' },
  { key: 'payment_method', label: 'Forma de pagamento', kind: 'text', sample: 'Pix' },
  {
    key: 'payment_url',
    label: 'Link para pagar',
    kind: 'url',
    sample: 'https://loja.vitrine.dev/pagamento/10482',
  },
  {
    key: 'payment_instructions',
    label: 'Instruções de pagamento',
    kind: 'html',
    sample: SAMPLE_INSTRUCTIONS,
  },
  {
    key: 'pix_code',
    label: 'Pix copia e cola',
    kind: 'text',
    sample:
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406207.635802BR5913Loja Vitrine6009SAO PAULO62070503***6304ABCD',
  },
  { key: 'pix_expires_at', label: 'Validade do pix', kind: 'text', sample: '30/11/2026 às 14:30' },
  {
    key: 'boleto_line',
    label: 'Linha digitável do boleto',
    kind: 'text',
    sample: '34191.79001 01043.510047 91020.150008 1 91070000020763',
  },
  {
    key: 'boleto_url',
    label: 'Link do boleto',
    kind: 'url',
    sample: 'https://loja.vitrine.dev/boleto/10482',
  },
  { key: 'boleto_due_date', label: 'Vencimento do boleto', kind: 'text', sample: '02/12/2026' },
  { key: 'cancel_reason', label: 'Motivo do cancelamento', kind: 'text', sample: 'Pix expirado' },
  { key: 'tracking_code', label: 'Código de rastreio', kind: 'text', sample: 'BR123456789BR' },
  {
    key: 'tracking_url',
    label: 'Link de rastreio',
    kind: 'url',
    sample: 'https://rastreamento.correios.com.br/app/index.php?objeto=BR123456789BR',
  },
  { key: 'invoice_number', label: 'Número da nota fiscal', kind: 'text', sample: '000.123.456' },
  {
    key: 'invoice_url',
    label: 'Link da nota fiscal',
    kind: 'url',
    sample: 'https://loja.vitrine.dev/notas/000123456.pdf',
  },
  {
    key: 'cart_url',
    label: 'Link do carrinho',
    kind: 'url',
    sample: 'https://loja.vitrine.dev/carrinho/retomar/8f2c',
  },
  { key: 'coupon_code', label: 'Cupom de desconto', kind: 'text', sample: 'VOLTA10' },
  {
    key: 'access_url',
    label: 'Link de acesso',
    kind: 'url',
    sample: 'https://loja.vitrine.dev/conta/acesso/5d1e',
  },
  {
    key: 'password_url',
    label: 'Link para criar nova senha',
    kind: 'url',
    sample: 'https://loja.vitrine.dev/conta/nova-senha/5d1e',
  },
] as const satisfies readonly MailVariable[]

export type MailVariableKey = (typeof MAIL_VARIABLES)[number]['key']
export type MailVariableValues = Partial<Record<MailVariableKey, string>>

const BY_KEY = new Map<string, MailVariable>(MAIL_VARIABLES.map((item) => [item.key, item]))

export function mailVariable(key: string): MailVariable | undefined {
  return BY_KEY.get(key)
}

/** `{{key}}`, spaces inside the braces allowed; the key is what the menu inserts. */
const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]*)\s*\}\}/g

/** The text to insert for a variable (what the menu puts at the cursor). */
export function mailVariableToken(key: MailVariableKey): string {
  return `{{${key}}}`
}

/** Keys used in a text that are not in the list, in order of appearance, once each. */
export function unknownMailVariables(text: string): string[] {
  const unknown = new Set<string>()
  for (const match of text.matchAll(VARIABLE)) {
    if (!BY_KEY.has(match[1]!)) unknown.add(match[1]!)
  }
  return [...unknown]
}

/** The sample value of every variable: the preview's data. */
export function sampleMailValues(): Record<MailVariableKey, string> {
  return Object.fromEntries(MAIL_VARIABLES.map((item) => [item.key, item.sample])) as Record<
    MailVariableKey,
    string
  >
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * Fills the variables in. `html: true` (a body) escapes text and url values and keeps `html`
 * ones as built; `html: false` (a subject, a preheader) gives plain text, an `html` variable's
 * markup dropped. A missing value and an unknown key render as nothing (save refuses unknown
 * keys, so only an old template could still hold one).
 */
export function renderMailTemplate(
  template: string,
  values: MailVariableValues,
  options: { html: boolean },
): string {
  return template.replace(VARIABLE, (_token, key: string) => {
    const variable = BY_KEY.get(key)
    const value = variable ? (values as Record<string, string | undefined>)[key] : undefined
    if (!variable || value === undefined) return ''
    if (!options.html) return variable.kind === 'html' ? stripTags(value) : value
    return variable.kind === 'html' ? value : escapeHtml(value)
  })
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
