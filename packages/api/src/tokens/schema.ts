import * as v from 'valibot'
import { AreaLevelsSchema } from '../access/entries.ts'
import { length, required } from '../validation/index.ts'

/** An API token as listed: never its secret, only the first characters to recognise it. */
export const ApiTokenSchema = v.object({
  id: v.number(),
  name: v.string(),
  prefix: v.string(),
  scope: AreaLevelsSchema,
  created_by: v.object({ id: v.number(), name: v.string() }),
  created_at: v.string(),
  expires_at: v.nullable(v.string()),
  last_used_at: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
})
export type ApiToken = v.InferOutput<typeof ApiTokenSchema>

export const ApiTokenListSchema = v.array(ApiTokenSchema)

const nameLabel = { en: 'Name', 'pt-BR': 'Nome' }
const scopeMessage = (issue: { lang?: string }) =>
  issue.lang === 'pt-BR'
    ? 'Dê ao token acesso a pelo menos uma área.'
    : 'Give the token access to at least one area.'

/** POST /control/{appId}/tokens */
export const CreateApiTokenSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    required({ label: nameLabel }),
    length(2, 80, { label: nameLabel }),
  ),
  scope: v.pipe(
    AreaLevelsSchema,
    v.check((scope) => Object.values(scope).some((level) => level !== 'none'), scopeMessage),
  ),
  /** A day (YYYY-MM-DD) after which the token stops working, or null for no expiry. */
  expires_on: v.optional(v.nullable(v.pipe(v.string(), v.isoDate())), null),
})
export type CreateApiToken = v.InferInput<typeof CreateApiTokenSchema>

/** The created token and its secret, which is shown this once and stored only as a hash. */
export const CreatedApiTokenSchema = v.object({ token: ApiTokenSchema, secret: v.string() })
export type CreatedApiToken = v.InferOutput<typeof CreatedApiTokenSchema>

/** API token secrets start with this, so the server tells them from session tokens at once. */
export const API_TOKEN_PREFIX = 'vt_'
