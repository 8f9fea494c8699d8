import type { GatewaysFixtureState } from '../gateways/fixture.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import {
  sampleTransactionLinks as refs,
  type TransactionsFixtureState,
} from '../transactions/fixture.ts'
import type { LinksApi } from './api.ts'
import { linkMessage } from './messages.ts'
import {
  feedPrice,
  LINK_FEED_PREVIEW_SIZE,
  LINK_IMAGE_MAX_BYTES,
  LINK_IMAGE_TYPES,
  LINK_PAGE_SIZE,
  LINK_PAID_STATUSES,
  LINK_SLUG_MAX,
  LINK_SOLD_STATUSES,
  LINK_TITLE_MAX,
  LinkInputSchema,
  linkPublicUrl,
  linkStatus,
  slugify,
  UPLOADED_FILES_PATH,
  type LinkFeedItem,
  type LinkQuery,
  type LinkValues,
  type PaymentLink,
} from './schema.ts'

/*
 * The store's payment links in memory, with the server's rules (apps/server/src/links): the
 * contract's schema validates every write, the methods must be the store's active gateways
 * (never a static pix), installments stay within the setup and the card gateways, a slug is
 * unique, a link with payments cannot be deleted (409). Units sold, the status and the totals
 * are derived from the transactions fixture's payments that name the link (`link`), so they
 * never disagree with the link's payments list.
 */

/** The public address the sample links live under (the server's PUBLIC_URL). */
export const FIXTURE_PUBLIC_URL = 'https://pagar.lojaaurora.com.br'

export interface LinksFixtureState {
  /** Stored as the server answers them; `sold_count`, `status` and `public_url` are recomputed. */
  links: PaymentLink[]
  feed: { token: string; last_generated_at: string | null }
}

/** What the fixture reads from the other resources: the payments, the gateways. */
export interface LinksFixtureContext {
  transactions?: TransactionsFixtureState
  gateways?: GatewaysFixtureState
}

const at = '2026-10-01T13:00:00.000Z'

type Sample = Partial<PaymentLink> & Pick<PaymentLink, 'id' | 'slug' | 'title'>

const link = (fields: Sample): PaymentLink => ({
  description: '',
  image_url: null,
  amount_mode: 'fixed',
  amount_cents: null,
  min_cents: null,
  gateway_ids: [1, 5],
  max_installments: 1,
  expires_at: null,
  quantity_limit: null,
  sold_count: 0,
  ask_address: false,
  active: true,
  status: 'active',
  public_url: linkPublicUrl(FIXTURE_PUBLIC_URL, fields.slug),
  created_at: at,
  updated_at: at,
  ...fields,
})

/**
 * One link of each status, newest first. Their payments are the transactions fixture's that
 * name them (`sampleTransactionLinks`): the sold-out dress sold its one unit, the expired lamp's
 * one sale was refunded, the running shoes sold one of 50, the shirt awaits a pix.
 */
export const sampleLinks: PaymentLink[] = [
  link({
    id: 7,
    slug: 'vale-presente-natal',
    title: 'Vale-presente de Natal',
    description: 'Enviado por e-mail, vale por um ano em qualquer produto da loja.',
    amount_cents: 10_000,
    gateway_ids: [1, 5, 8],
    max_installments: 3,
    expires_at: '2026-12-25T02:59:00.000Z',
    created_at: '2026-11-20T14:00:00.000Z',
    updated_at: '2026-11-20T14:00:00.000Z',
  }),
  link({
    id: 6,
    slug: 'contribuicao-livre',
    title: 'Contribuição livre',
    description: 'Apoie o projeto com o valor que quiser.',
    amount_mode: 'open',
    min_cents: 500,
    gateway_ids: [1, 3],
    created_at: '2026-11-18T10:00:00.000Z',
    updated_at: '2026-11-18T10:00:00.000Z',
  }),
  link({
    ...refs.shirt,
    description: 'Camiseta 100% algodão orgânico, do P ao GG. Envio em até 2 dias úteis.',
    amount_cents: 8_990,
    gateway_ids: [1, 3, 5],
    max_installments: 3,
    ask_address: true,
    created_at: '2026-11-10T12:00:00.000Z',
    updated_at: '2026-11-10T12:00:00.000Z',
  }),
  link({
    ...refs.shoes,
    description: 'Amortecimento leve para treinos diários.',
    amount_cents: 32_000,
    gateway_ids: [5, 1],
    max_installments: 6,
    quantity_limit: 50,
    ask_address: true,
    created_at: '2026-11-05T12:00:00.000Z',
    updated_at: '2026-11-05T12:00:00.000Z',
  }),
  link({
    ...refs.dress,
    description: 'Peça única do mostruário.',
    amount_cents: 25_990,
    gateway_ids: [1, 5],
    max_installments: 2,
    quantity_limit: 1,
    ask_address: true,
    created_at: '2026-11-02T12:00:00.000Z',
    updated_at: '2026-11-02T12:00:00.000Z',
  }),
  link({
    ...refs.lamp,
    description: 'A pré-venda acabou; a luminária chega à loja no mês que vem.',
    amount_cents: 15_000,
    gateway_ids: [1],
    expires_at: '2026-11-20T02:59:00.000Z',
    created_at: '2026-10-20T12:00:00.000Z',
    updated_at: '2026-10-20T12:00:00.000Z',
  }),
  link({
    id: 1,
    slug: 'jaqueta-corta-vento',
    title: 'Jaqueta corta-vento',
    description: 'Fora de linha.',
    amount_cents: 29_990,
    gateway_ids: [5],
    max_installments: 6,
    active: false,
    created_at: '2026-10-01T13:00:00.000Z',
    updated_at: '2026-11-01T13:00:00.000Z',
  }),
]

export function sampleLinksState(empty: boolean): LinksFixtureState {
  return {
    links: empty ? [] : structuredClone(sampleLinks),
    feed: {
      token: 'c2FtcGxlLWZlZWQtdG9rZW4tbG9qYS1hdXJvcmE',
      last_generated_at: empty ? null : '2026-11-21T06:00:00.000Z',
    },
  }
}

const INSTALLMENT_TYPES = new Set(['creditcard', 'pix-installment'])

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function newestFirst(a: PaymentLink, b: PaymentLink) {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1
  return b.id - a.id
}

export function createLinksFixture(
  state: LinksFixtureState,
  now: () => Date,
  context: LinksFixtureContext = {},
  lang: 'en' | 'pt-BR' = 'pt-BR',
): LinksApi {
  const fail = (statusCode: number, statusMessage: string, message: string, fields?: object) =>
    new ApiError({ statusCode, statusMessage, message, ...(fields ? { data: { fields } } : {}) })
  const fieldsError = (fields: Record<string, string>) =>
    fail(400, 'Bad Request', Object.values(fields)[0] ?? '', fields)

  const paymentsOf = (id: number) =>
    (context.transactions?.transactions ?? []).filter((payment) => payment.link?.id === id)

  /** The link as the server answers it now: units sold, status and address derived. */
  function answer(stored: PaymentLink): PaymentLink {
    const sold_count = paymentsOf(stored.id).filter((payment) =>
      (LINK_SOLD_STATUSES as readonly string[]).includes(payment.status),
    ).length
    const fresh = {
      ...stored,
      sold_count,
      public_url: linkPublicUrl(FIXTURE_PUBLIC_URL, stored.slug),
    }
    return structuredClone({ ...fresh, status: linkStatus(fresh, now()) })
  }

  const find = (where: { id: number } | { slug: string }) => {
    const found = state.links.find((item) =>
      'id' in where ? item.id === where.id : item.slug === where.slug,
    )
    if (!found) throw fail(404, 'Not Found', linkMessage(lang, 'linkNotFound'))
    return found
  }

  const slugTaken = () =>
    fail(409, 'Conflict', linkMessage(lang, 'slugTaken'), { slug: linkMessage(lang, 'slugTaken') })
  const inUse = (slug: string, exceptId?: number) =>
    state.links.some((item) => item.slug === slug && item.id !== exceptId)
  function freeSlug(base: string) {
    const whole = base.slice(0, LINK_SLUG_MAX).replace(/-+$/, '')
    if (!inUse(whole)) return whole
    for (let n = 2; ; n++) {
      const candidate = `${base.slice(0, LINK_SLUG_MAX - String(n).length - 1).replace(/-+$/, '')}-${n}`
      if (!inUse(candidate)) return candidate
    }
  }

  function checkAgainstStore(values: LinkValues, expiryChanged: boolean) {
    const fields: Record<string, string> = {}
    const gateways = context.gateways?.gateways ?? []
    const chosen = values.gateway_ids.map((id) => gateways.find((gateway) => gateway.id === id))
    if (chosen.some((gateway) => !gateway?.active)) {
      fields.gateway_ids = linkMessage(lang, 'gatewayUnavailable')
    } else if (chosen.some((gateway) => gateway?.type === 'static-pix')) {
      fields.gateway_ids = linkMessage(lang, 'staticPix')
    }
    if (values.max_installments > 1 && !fields.gateway_ids) {
      const splitting = chosen.filter((gateway) => INSTALLMENT_TYPES.has(gateway?.type ?? ''))
      if (splitting.length === 0) {
        fields.max_installments = linkMessage(lang, 'noInstallments')
      } else {
        const setup = context.gateways?.installments.max_installments ?? 12
        const byGateways = Math.max(
          ...splitting.map((gateway) =>
            Number((gateway?.settings as { max_installments?: number }).max_installments ?? 1),
          ),
        )
        const max = Math.min(setup, byGateways)
        if (values.max_installments > max) {
          fields.max_installments = linkMessage(lang, 'tooManyInstallments', { max })
        }
      }
    }
    if (expiryChanged && values.expires_at !== null && Date.parse(values.expires_at) <= +now()) {
      fields.expires_at = linkMessage(lang, 'expiresInPast')
    }
    if (Object.keys(fields).length > 0) throw fieldsError(fields)
  }

  const columnsOf = (values: LinkValues, slug: string) => ({
    slug,
    title: values.title,
    description: values.description,
    image_url: values.image_url,
    amount_mode: values.amount_mode,
    amount_cents: values.amount_cents,
    min_cents: values.min_cents,
    gateway_ids: values.gateway_ids,
    max_installments: values.max_installments,
    expires_at: values.expires_at === null ? null : new Date(values.expires_at).toISOString(),
    quantity_limit: values.quantity_limit,
    ask_address: values.ask_address,
    active: values.active,
  })

  function insert(columns: ReturnType<typeof columnsOf>): PaymentLink {
    const stamp = now().toISOString()
    const created = link({
      id: Math.max(0, ...state.links.map((item) => item.id)) + 1,
      ...columns,
      created_at: stamp,
      updated_at: stamp,
    })
    state.links.push(created)
    return answer(created)
  }

  const onOffer = () =>
    state.links
      .map(answer)
      .filter((item) => item.status === 'active' || item.status === 'sold_out')
      .sort(newestFirst)

  const feedItemOf = (item: PaymentLink): LinkFeedItem => ({
    id: String(item.id),
    title: item.title,
    description: item.description || item.title,
    link: item.public_url,
    // As the server writes it: an uploaded image's path made absolute.
    image_link: item.image_url?.startsWith('/')
      ? `${FIXTURE_PUBLIC_URL}${item.image_url}`
      : item.image_url,
    price: feedPrice(item.amount_cents ?? item.min_cents ?? 0),
    availability: item.status === 'sold_out' ? 'out_of_stock' : 'in_stock',
    condition: 'new',
  })

  return {
    async list(_appId, query: LinkQuery = {}) {
      const q = fold(query.q ?? '').trim()
      const words = q.split(/\s+/).filter(Boolean)
      const matching = state.links
        .map(answer)
        .filter(
          (item) =>
            !q || words.every((word) => fold(item.title).includes(word)) || item.slug.startsWith(q),
        )
        .filter((item) => !query.status || item.status === query.status)
        .sort(newestFirst)
      const start = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? LINK_PAGE_SIZE
      return {
        items: matching.slice(start, start + limit),
        next_cursor: start + limit < matching.length ? String(start + limit) : null,
      }
    },
    get: async (_appId, linkId) => answer(find({ id: linkId })),
    getBySlug: async (_appId, slug) => answer(find({ slug })),
    async create(_appId, input) {
      const values = parseBody(LinkInputSchema, input, lang)
      checkAgainstStore(values, true)
      let slug = values.slug
      if (slug === undefined) slug = freeSlug(slugify(values.title))
      else if (inUse(slug)) throw slugTaken()
      return insert(columnsOf(values, slug))
    },
    async update(_appId, linkId, input) {
      const current = find({ id: linkId })
      const values = parseBody(LinkInputSchema, input, lang)
      const slug = values.slug ?? current.slug
      const expiry = values.expires_at === null ? null : new Date(values.expires_at).toISOString()
      checkAgainstStore(values, expiry !== current.expires_at)
      if (inUse(slug, linkId)) throw slugTaken()
      Object.assign(current, columnsOf(values, slug), { updated_at: now().toISOString() })
      return answer(current)
    },
    async duplicate(_appId, linkId) {
      const current = find({ id: linkId })
      const base = `${current.slug.slice(0, LINK_SLUG_MAX - '-copia-99'.length).replace(/-+$/, '')}-copia`
      const suffix = ' (cópia)'
      const title =
        current.title.length + suffix.length <= LINK_TITLE_MAX
          ? `${current.title}${suffix}`
          : current.title
      const {
        id: _id,
        created_at: _created,
        updated_at: _updated,
        sold_count: _sold,
        status: _status,
        public_url: _url,
        ...copied
      } = current
      return insert({ ...copied, slug: freeSlug(base), title, active: false })
    },
    async setActive(_appId, linkId, active) {
      const current = find({ id: linkId })
      if (current.active !== active) {
        Object.assign(current, { active, updated_at: now().toISOString() })
      }
      return answer(current)
    },
    async remove(_appId, linkId) {
      find({ id: linkId })
      const count = paymentsOf(linkId).length
      if (count > 0) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message: linkMessage(lang, 'linkHasPayments'),
          data: { payments_count: count },
        })
      }
      state.links = state.links.filter((item) => item.id !== linkId)
    },
    async totals(_appId, linkId) {
      find({ id: linkId })
      const payments = paymentsOf(linkId)
      return {
        payments_count: payments.length,
        paid_count: payments.filter((payment) =>
          (LINK_PAID_STATUSES as readonly string[]).includes(payment.status),
        ).length,
        received_cents: payments.reduce((sum, payment) => sum + payment.captured_cents, 0),
        refunded_cents: payments.reduce((sum, payment) => sum + payment.refunded_cents, 0),
      }
    },
    async uploadImage(_appId, file) {
      if (!(LINK_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        throw fieldsError({ file: linkMessage(lang, 'imageType') })
      }
      if (file.size > LINK_IMAGE_MAX_BYTES) {
        throw new ApiError({
          statusCode: 413,
          statusMessage: 'Payload Too Large',
          message: linkMessage(lang, 'imageTooLarge'),
          data: { fields: { file: linkMessage(lang, 'imageTooLarge') } },
        })
      }
      const extension = file.type.split('/')[1] === 'jpeg' ? 'jpg' : file.type.split('/')[1]
      const key = `${String(file.size).padStart(8, '0')}${'0'.repeat(56)}.${extension}`
      return { url: `${UPLOADED_FILES_PATH}${key}` }
    },
    async feed() {
      const items = onOffer()
      return {
        url: `${FIXTURE_PUBLIC_URL}/api/payments/public/feeds/${state.feed.token}/links.xml`,
        last_generated_at: state.feed.last_generated_at,
        items_count: items.length,
        preview: items.slice(0, LINK_FEED_PREVIEW_SIZE).map(feedItemOf),
      }
    },
  }
}
