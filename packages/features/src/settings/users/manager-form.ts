import * as v from 'valibot'
import { AreaLevelsSchema, RolesSchema } from '@vitrine/api'
import { email, required } from '@vitrine/api/validation'
import { grantsAnyArea } from '../../shared/levels-summary.ts'

const emailLabel = { en: 'E-mail', 'pt-BR': 'E-mail' }

const noAccessMessage = (issue: { lang?: string }) =>
  issue.lang === 'en'
    ? 'Give access to at least one area or a special role.'
    : 'Dê acesso a pelo menos uma área ou a um papel especial.'

/**
 * An invitation that grants nothing would only add a name to the list: ask for at least one
 * area or role. The message goes under the matrix, where the fix is.
 */
export const InviteFormSchema = v.pipe(
  v.object({
    email: v.pipe(v.string(), v.trim(), required({ label: emailLabel }), email(), v.toLowerCase()),
    permissions: AreaLevelsSchema,
    roles: RolesSchema,
  }),
  v.forward(
    v.partialCheck(
      [['permissions'], ['roles']],
      (input) => grantsAnyArea(input.permissions) || input.roles.length > 0,
      noAccessMessage,
    ),
    ['permissions'],
  ),
)
export type InviteForm = v.InferOutput<typeof InviteFormSchema>

/** Editing keeps whatever the owner decides, even no access at all (removing is separate). */
export const EditAccessFormSchema = v.object({
  permissions: AreaLevelsSchema,
  roles: RolesSchema,
})
