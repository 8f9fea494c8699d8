import * as v from 'valibot'
import { CreateApiTokenSchema } from '@vitrine/api'
import { storeDay } from '../../shared/format.ts'

const pastMessage = (issue: { lang?: string }) =>
  issue.lang === 'en'
    ? 'Choose a day after today, or leave it empty.'
    : 'Escolha um dia depois de hoje, ou deixe em branco.'

/** The create form: the contract's rules, plus an optional expiry that must be in the future. */
export const CreateTokenFormSchema = v.object({
  name: CreateApiTokenSchema.entries.name,
  scope: CreateApiTokenSchema.entries.scope,
  // A date input gives '' when empty; the contract wants null for "never expires".
  expires_on: v.pipe(
    v.string(),
    v.check((day) => day === '' || day > storeDay(new Date()), pastMessage),
    v.transform((day) => (day === '' ? null : day)),
  ),
})

/** The first day a new token may expire on (tomorrow in the store's time zone). */
export function firstExpiryDay(now: Date): string {
  return storeDay(new Date(now.getTime() + 86_400_000))
}
