import {
  ApiError,
  customFieldErrors,
  customFieldText,
  documentKind,
  keptAnswers,
  type CustomFieldAnswer,
  type CustomFieldAnswers,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { Database } from '../../db/client.ts'
import { statusText } from '../../http/errors.ts'
import { storePublicFields } from './fields.ts'

/**
 * A charge's answers to the store's custom fields, checked as the public form checks them
 * (`customFieldErrors`, against the payer's document for the fields shown only to CPF or CNPJ
 * payers): a 422 with one `custom_fields.<key>` field error per refused answer, before anything
 * is charged. Answers the charge keeps: the visible fields' answers, with their labels then.
 */
export async function checkedAnswers(
  db: Database,
  appId: number,
  answers: CustomFieldAnswers,
  document: string,
  lang: Lang,
): Promise<CustomFieldAnswer[]> {
  const fields = await storePublicFields(db, appId)
  if (fields.length === 0) return []
  const kind = documentKind(document)
  const errors = customFieldErrors(fields, answers, kind, lang)
  if (Object.keys(errors).length > 0) {
    throw new ApiError({
      statusCode: 422,
      statusMessage: statusText(422),
      message: customFieldText(lang, 'answersRefused'),
      data: {
        fields: Object.fromEntries(
          Object.entries(errors).map(([key, message]) => [`custom_fields.${key}`, message]),
        ),
      },
    })
  }
  return keptAnswers(fields, answers, kind)
}
