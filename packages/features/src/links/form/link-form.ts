import * as v from 'valibot'
import {
  LINK_MAX_CENTS,
  LINK_MIN_CENTS,
  LinkInputSchema,
  linkLabels,
  type LinkAmountMode,
  type LinkInput,
  type PaymentLink,
} from '@vitrine/api'
import { storeDay } from '../../shared/format.ts'
import { moneyField, moneyInput } from '../../shared/money-field.ts'

/*
 * The link form holds what people type (amounts as "12,90", counts as "50", the expiry as a
 * day, the methods as checked ids) under the contract's own names, so a field error the server
 * answers lands on its field. Its schema turns the typed values into a LinkInput and then runs
 * the contract's own schema, so the messages are the server's.
 */

export interface LinkFormValues {
  title: string
  description: string
  /** The uploaded image's public address ('' for none). */
  image_url: string
  amount_mode: LinkAmountMode
  /** "12,90" (the fixed amount). */
  amount_cents: string
  /** "5,00" (the least a payer may choose). */
  min_cents: string
  /** Checked gateway ids, as the checkboxes hold them. */
  gateway_ids: string[]
  max_installments: string
  /** The last day the link takes payments (YYYY-MM-DD in São Paulo), '' for none. */
  expires_at: string
  /** '' for no limit. */
  quantity_limit: string
  ask_address: boolean
  slug: string
  active: boolean
}

/** The store's offset from UTC: São Paulo keeps -03:00 all year (no summer time since 2019). */
const STORE_OFFSET = '-03:00'

/** A day typed in the form → the link's last minute that day in São Paulo, as ISO UTC. */
export function expiryOfDay(day: string): string {
  return new Date(`${day}T23:59:00${STORE_OFFSET}`).toISOString()
}

/** A stored expiry → the day the form shows (São Paulo). */
export const dayOfExpiry = (iso: string) => storeDay(new Date(iso))

/** A count typed as digits, or nothing: the contract's rule then bounds the number. */
const optionalCount = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (text) => text === '' || /^\d{1,9}$/.test(text),
    (issue) =>
      issue.lang === 'en'
        ? 'Enter a whole number, such as 50.'
        : 'Digite um número inteiro, como 50.',
  ),
  v.transform((text) => (text === '' ? null : Number(text))),
)

/** The contract's own rules of each field, so every field speaks at once on a submit. */
const contract = LinkInputSchema.pipe[0].entries

/** The common fields, typed → the contract's units. */
const common = {
  title: contract.title,
  description: contract.description,
  image_url: v.pipe(
    v.string(),
    v.transform((text) => (text === '' ? null : text)),
  ),
  gateway_ids: v.pipe(
    v.array(v.string()),
    v.transform((ids) => ids.map(Number)),
    contract.gateway_ids,
  ),
  max_installments: v.pipe(v.string(), v.transform(Number)),
  expires_at: v.pipe(
    v.string(),
    v.transform((day) => (day === '' ? null : expiryOfDay(day))),
  ),
  quantity_limit: optionalCount,
  ask_address: v.boolean(),
  slug: contract.slug,
  active: v.boolean(),
}

/** The other mode's amount is not sent (whatever the hidden field still holds). */
const unused = v.pipe(
  v.string(),
  v.transform(() => null),
)

const typed = v.variant('amount_mode', [
  v.object({
    ...common,
    amount_mode: v.literal('fixed'),
    amount_cents: moneyField(linkLabels.amount, LINK_MIN_CENTS, LINK_MAX_CENTS),
    min_cents: unused,
  }),
  v.object({
    ...common,
    amount_mode: v.literal('open'),
    amount_cents: unused,
    min_cents: moneyField(linkLabels.minAmount, LINK_MIN_CENTS, LINK_MAX_CENTS),
  }),
])

/** Typed values in, a LinkInput out, through the contract's own rules and messages. */
export const linkFormSchema = v.pipe(
  // The typed variant's output is a LinkInput (the tests hold it to that); valibot's types
  // cannot tell, with the amounts told apart by mode.
  typed as unknown as v.GenericSchema<LinkFormValues, LinkInput>,
  LinkInputSchema,
) as unknown as v.GenericSchema<LinkFormValues, LinkInput>

/** The form's starting values: a new link, or the stored one to edit. */
export function linkFormDefaults(link?: PaymentLink): LinkFormValues {
  return {
    title: link?.title ?? '',
    description: link?.description ?? '',
    image_url: link?.image_url ?? '',
    amount_mode: link?.amount_mode ?? 'fixed',
    amount_cents: link?.amount_cents == null ? '' : moneyInput(link.amount_cents),
    min_cents: link?.min_cents == null ? '' : moneyInput(link.min_cents),
    gateway_ids: (link?.gateway_ids ?? []).map(String),
    max_installments: String(link?.max_installments ?? 1),
    expires_at: link?.expires_at ? dayOfExpiry(link.expires_at) : '',
    quantity_limit: link?.quantity_limit == null ? '' : String(link.quantity_limit),
    ask_address: link?.ask_address ?? false,
    slug: link?.slug ?? '',
    active: link?.active ?? true,
  }
}
