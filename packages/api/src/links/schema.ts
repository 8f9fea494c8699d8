import * as v from 'valibot'
import { LINK_SLUG_MAX, LINK_SLUG_MIN, LINK_SLUG_PATTERN } from './slug-rules.ts'
import {
  between,
  length,
  matches,
  plainText,
  required,
  resolveLang,
  url,
  type FieldLabel,
  type Lang,
  queryInt,
} from '../validation/index.ts'

/*
 * Payment links (issue 11 item 1): a page at `<publicUrl>/pay/<slug>` where anyone pays the
 * store without an account, by the methods the link accepts. Money is integer centavos; times
 * are ISO 8601 in UTC. The link's status is derived, never stored: `inactive` (switched off)
 * wins, then `expired` (past `expires_at`), then `sold_out` (`sold_count` reached
 * `quantity_limit`), otherwise `active`.
 */

export const LINK_STATUSES = ['active', 'expired', 'sold_out', 'inactive'] as const
export type LinkStatus = (typeof LINK_STATUSES)[number]

/** `fixed`: the link charges `amount_cents`; `open`: the payer types the amount, at least `min_cents`. */
export const LINK_AMOUNT_MODES = ['fixed', 'open'] as const
export type LinkAmountMode = (typeof LINK_AMOUNT_MODES)[number]

/**
 * The payment statuses that count as one unit sold (against `quantity_limit`): money received
 * or held for the store. A refunded or failed payment frees its unit again.
 */
export const LINK_SOLD_STATUSES = [
  'pre_authorized',
  'authorized',
  'complete',
  'partial_refund',
  'retry-success',
] as const

/** The statuses of payments that brought money at some point (the totals' `paid_count`). */
export const LINK_PAID_STATUSES = [...LINK_SOLD_STATUSES, 'refunded'] as const

export { LINK_SLUG_MAX, LINK_SLUG_MIN, LINK_SLUG_PATTERN } from './slug-rules.ts'
export const LINK_TITLE_MAX = 120
export const LINK_DESCRIPTION_MAX = 2000
/** R$ 1,00: below it, the providers' fixed fees eat the payment. */
export const LINK_MIN_CENTS = 100
/** R$ 10.000.000,00. */
export const LINK_MAX_CENTS = 1_000_000_000
export const LINK_MAX_INSTALLMENTS = 24
export const LINK_QUANTITY_MAX = 1_000_000
export const LINK_GATEWAYS_MAX = 20
export const LINK_PAGE_SIZE = 50

/**
 * Where the server serves uploaded files (no login). An uploaded image's address is this path
 * and the file's key, with no host: it shows on whatever host the page is opened on, a
 * reseller's domain included. Only the product feed, read by Google, makes it absolute.
 */
export const UPLOADED_FILES_PATH = '/api/payments/public/files/'

/**
 * The key is the content's SHA-256 and the type's extension (the server's files/keys.ts); GIF
 * comes from the upload service (files/upload.ts) the CMS and the catalogue use.
 */
const UPLOADED_IMAGE_PATH = /^\/api\/payments\/public\/files\/[a-f0-9]{64}\.(?:png|jpg|webp|gif)$/

/** Whether an image address is the path of an image uploaded here. */
export function isUploadedImagePath(address: string): boolean {
  return UPLOADED_IMAGE_PATH.test(address)
}

/** The link's image upload: these types only (told by their first bytes), up to 2 MB. */
export const LINK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type LinkImageType = (typeof LINK_IMAGE_TYPES)[number]
export const LINK_IMAGE_MAX_BYTES = 2 * 1024 * 1024

/** The feed's preview holds this many items, as the feed shows them. */
export const LINK_FEED_PREVIEW_SIZE = 5

// Feminine labels make "{Field} é obrigatória" agree (validation/lang.ts).
const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const linkLabels = {
  slug: label('Endereço do link', 'Link address'),
  title: label('Título', 'Title'),
  description: label('Descrição', 'Description', true),
  imageUrl: label('Imagem', 'Image', true),
  amountMode: label('Tipo de valor', 'Amount type'),
  amount: label('Valor', 'Amount'),
  minAmount: label('Valor mínimo', 'Minimum amount'),
  gateways: label('Formas de pagamento', 'Payment methods', true),
  maxInstallments: label('Máximo de parcelas', 'Maximum installments'),
  expiresAt: label('Data de expiração', 'Expiry date', true),
  quantityLimit: label('Limite de vendas', 'Quantity limit'),
  askAddress: label('Pedir endereço', 'Ask for address'),
  active: label('Ativo', 'Active'),
  image: label('Imagem', 'Image', true),
} as const

/** Messages of the link's own rules, in both languages the panel sends. */
const linkTexts = {
  slugFormat: {
    'pt-BR':
      'Use só letras minúsculas sem acento, números e hífens, sem hífen no começo ou no fim.',
    en: 'Use only lowercase letters, digits and hyphens, not starting or ending with a hyphen.',
  },
  chooseGateway: {
    'pt-BR': 'Escolha pelo menos uma forma de pagamento.',
    en: 'Choose at least one payment method.',
  },
  repeatedGateway: {
    'pt-BR': 'Cada forma de pagamento só pode aparecer uma vez.',
    en: 'Each payment method can appear only once.',
  },
  amountRequired: {
    'pt-BR': 'Informe o valor do link.',
    en: 'Enter the link’s amount.',
  },
  minRequired: {
    'pt-BR': 'Informe o valor mínimo que quem paga pode escolher.',
    en: 'Enter the minimum amount the payer may choose.',
  },
  expiresAtFormat: {
    'pt-BR': 'Data de expiração inválida: use data e hora completas (ISO 8601).',
    en: 'Invalid expiry date: use a full date and time (ISO 8601).',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type LinkText = keyof typeof linkTexts

/** One of the link's own messages (shared with the server, so both sides say the same). */
export function linkText(lang: string | undefined, key: LinkText): string {
  return linkTexts[key][resolveLang(lang)]
}

const int = (low: number, high: number, fieldLabel: FieldLabel) =>
  v.pipe(v.number(), v.integer(), between(low, high, { label: fieldLabel }))

const cents = (fieldLabel: FieldLabel) => int(LINK_MIN_CENTS, LINK_MAX_CENTS, fieldLabel)

/** The slug as typed: trimmed and lowercased, then checked. */
export const LinkSlugSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  required({ label: linkLabels.slug }),
  length(LINK_SLUG_MIN, LINK_SLUG_MAX, { label: linkLabels.slug }),
  matches(LINK_SLUG_PATTERN, {
    label: linkLabels.slug,
    message: (lang) => linkText(lang, 'slugFormat'),
  }),
)

/**
 * A slug proposed from a title ("Camiseta Básica — Azul" → "camiseta-basica-azul"): accents
 * folded, anything else a hyphen, cut to the maximum. Too short a result is padded with
 * "link", so the answer is always a valid slug.
 */
export function slugify(title: string): string {
  const folded = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LINK_SLUG_MAX)
    .replace(/-+$/g, '')
  if (folded.length >= LINK_SLUG_MIN) return folded
  return folded ? `${folded}-link` : 'link'
}

/** An image on another host: its absolute address, http or https. */
const absoluteImageUrl = url<string>({ label: linkLabels.imageUrl })

/**
 * POST /apps/{appId}/links and PUT …/{id} (the whole link). `slug` may be left out: a new link
 * takes one made from its title (made unique), an update keeps its own. With `amount_mode`
 * `fixed`, `amount_cents` is required and `min_cents` ignored; with `open`, the other way
 * round. The server also checks that `gateway_ids` are the store's active gateways, bounds
 * `max_installments` by the installments setup and the card gateways, and that a new or
 * changed `expires_at` is in the future.
 */
export const LinkInputSchema = v.pipe(
  v.object({
    slug: v.optional(LinkSlugSchema),
    title: v.pipe(
      v.string(),
      v.trim(),
      required({ label: linkLabels.title }),
      length(0, LINK_TITLE_MAX, { label: linkLabels.title }),
    ),
    description: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        length(0, LINK_DESCRIPTION_MAX, { label: linkLabels.description }),
        plainText({ multiline: true, label: linkLabels.description }),
      ),
      '',
    ),
    image_url: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          length(0, 500, { label: linkLabels.imageUrl }),
          // An uploaded image's path, or an image anywhere else by its absolute address.
          v.check(
            (address) => isUploadedImagePath(address) || absoluteImageUrl.requirement(address),
            absoluteImageUrl.message,
          ),
        ),
      ),
      null,
    ),
    amount_mode: v.picklist(LINK_AMOUNT_MODES),
    amount_cents: v.optional(v.nullable(cents(linkLabels.amount)), null),
    min_cents: v.optional(v.nullable(cents(linkLabels.minAmount)), null),
    gateway_ids: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
      required({
        label: linkLabels.gateways,
        message: (lang) => linkText(lang, 'chooseGateway'),
      }),
      v.maxLength(LINK_GATEWAYS_MAX),
      v.check(
        (ids) => new Set(ids).size === ids.length,
        (issue) => linkText(issue.lang, 'repeatedGateway'),
      ),
    ),
    max_installments: v.optional(int(1, LINK_MAX_INSTALLMENTS, linkLabels.maxInstallments), 1),
    expires_at: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.isoTimestamp((issue) => linkText(issue.lang, 'expiresAtFormat')),
        ),
      ),
      null,
    ),
    quantity_limit: v.optional(
      v.nullable(int(1, LINK_QUANTITY_MAX, linkLabels.quantityLimit)),
      null,
    ),
    ask_address: v.optional(v.boolean(), false),
    active: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.partialCheck(
      [['amount_mode'], ['amount_cents']],
      ({ amount_mode, amount_cents }) => amount_mode !== 'fixed' || amount_cents != null,
      (issue) => linkText(issue.lang, 'amountRequired'),
    ),
    ['amount_cents'],
  ),
  v.forward(
    v.partialCheck(
      [['amount_mode'], ['min_cents']],
      ({ amount_mode, min_cents }) => amount_mode !== 'open' || min_cents != null,
      (issue) => linkText(issue.lang, 'minRequired'),
    ),
    ['min_cents'],
  ),
  // Only the mode's own amount is kept: a form switching modes may still hold the other.
  v.transform((input) => ({
    ...input,
    amount_cents: input.amount_mode === 'fixed' ? input.amount_cents : null,
    min_cents: input.amount_mode === 'open' ? input.min_cents : null,
  })),
)
export type LinkInput = v.InferInput<typeof LinkInputSchema>
export type LinkValues = v.InferOutput<typeof LinkInputSchema>

/** PUT …/{id}/active: switch the link on or off (a link with payments is switched off, not removed). */
export const LinkActiveInputSchema = v.object({ active: v.boolean() })
export type LinkActiveInput = v.InferInput<typeof LinkActiveInputSchema>

/** A payment link as the server answers it. */
export const LinkSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  image_url: v.nullable(v.string()),
  amount_mode: v.picklist(LINK_AMOUNT_MODES),
  /** The fixed amount (null for open amounts). */
  amount_cents: v.nullable(v.number()),
  /** The least an open amount may be (null for fixed amounts). */
  min_cents: v.nullable(v.number()),
  /** The accepted methods: ids of the store's gateways. */
  gateway_ids: v.array(v.number()),
  max_installments: v.number(),
  expires_at: v.nullable(v.string()),
  quantity_limit: v.nullable(v.number()),
  /** Payments of the link in LINK_SOLD_STATUSES. */
  sold_count: v.number(),
  ask_address: v.boolean(),
  active: v.boolean(),
  status: v.picklist(LINK_STATUSES),
  /** The public checkout page: `<publicUrl>/pay/<slug>`. */
  public_url: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type PaymentLink = v.InferOutput<typeof LinkSchema>

/** The derived status: inactive wins, then expired, then sold out. */
export function linkStatus(
  link: Pick<PaymentLink, 'active' | 'expires_at' | 'quantity_limit' | 'sold_count'>,
  now: Date,
): LinkStatus {
  if (!link.active) return 'inactive'
  if (link.expires_at !== null && Date.parse(link.expires_at) <= now.getTime()) return 'expired'
  if (link.quantity_limit !== null && link.sold_count >= link.quantity_limit) return 'sold_out'
  return 'active'
}

/** The public checkout address of a slug. */
export function linkPublicUrl(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/pay/${slug}`
}

/** GET /apps/{appId}/links: newest first, keyset pages. */
export const LinkQuerySchema = v.object({
  /** Words in the title, or the start of the slug. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  status: v.optional(v.picklist(LINK_STATUSES)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 100)),
})
export type LinkQuery = {
  q?: string
  status?: LinkStatus
  cursor?: string
  limit?: number
}
export type LinkFilters = Omit<LinkQuery, 'cursor' | 'limit'>

export const LinkPageSchema = v.object({
  items: v.array(LinkSchema),
  next_cursor: v.nullable(v.string()),
})
export type LinkPage = v.InferOutput<typeof LinkPageSchema>

/** GET …/links/{id}/totals: the link's payments (they are listed by the transactions API, `link_id`). */
export const LinkTotalsSchema = v.object({
  /** Every payment made through the link, whatever its status. */
  payments_count: v.number(),
  /** Those that brought money (LINK_PAID_STATUSES). */
  paid_count: v.number(),
  /** Money taken from payers (captured), and given back. */
  received_cents: v.number(),
  refunded_cents: v.number(),
})
export type LinkTotals = v.InferOutput<typeof LinkTotalsSchema>

/** POST …/links/images: the uploaded image's public address, for `image_url`. */
export const LinkImageSchema = v.object({ url: v.string() })
export type LinkImage = v.InferOutput<typeof LinkImageSchema>

/** One item of the Google Merchant Center feed, as the feed writes it. */
export const LinkFeedItemSchema = v.object({
  /** g:id */
  id: v.string(),
  /** g:title */
  title: v.string(),
  /** g:description (the title when the link has no description) */
  description: v.string(),
  /** g:link: the public checkout page */
  link: v.string(),
  /** g:image_link, when the link has an image */
  image_link: v.nullable(v.string()),
  /** g:price: "12.90 BRL" (an open amount shows its minimum) */
  price: v.string(),
  /** g:availability */
  availability: v.picklist(['in_stock', 'out_of_stock']),
  /** g:condition */
  condition: v.literal('new'),
})
export type LinkFeedItem = v.InferOutput<typeof LinkFeedItemSchema>

/** GET …/links/feed: the store's feed address and what it holds now. */
export const LinkFeedInfoSchema = v.object({
  /** Public, stable, unguessable: give it to Google Merchant Center. */
  url: v.string(),
  /** When the feed was last fetched (null: never yet). */
  last_generated_at: v.nullable(v.string()),
  items_count: v.number(),
  /** The first LINK_FEED_PREVIEW_SIZE items, as the feed shows them. */
  preview: v.array(LinkFeedItemSchema),
})
export type LinkFeedInfo = v.InferOutput<typeof LinkFeedInfoSchema>

/** "12.90 BRL": Google Merchant Center's price format (dot decimals, ISO 4217 currency). */
export function feedPrice(cents: number): string {
  const whole = Math.trunc(cents / 100)
  const fraction = String(Math.abs(cents % 100)).padStart(2, '0')
  return `${whole}.${fraction} BRL`
}
