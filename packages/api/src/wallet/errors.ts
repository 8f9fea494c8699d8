import { ApiError } from '../http/api-error.ts'
import { walletText, type WalletText, type WalletTextParams } from './texts.ts'

/*
 * The wallet's refusals as errors, shared by the server and the fixture adapter so stories and
 * the real server refuse with the same words and statuses.
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
}

export function walletError(
  status: number,
  lang: string | undefined,
  text: WalletText,
  { params, data }: { params?: WalletTextParams; data?: unknown } = {},
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS_TEXT[status] ?? 'Error',
    message: walletText(lang, text, params),
    data,
  })
}

/**
 * A refusal said at one field (`amount_cents` under the minimum, over the cap or the balance;
 * `document` taken): the message is also the field's, so a form shows it beside the input.
 */
export function walletFieldError(
  status: number,
  lang: string | undefined,
  text: WalletText,
  field: string,
  params?: WalletTextParams,
): ApiError {
  const message = walletText(lang, text, params)
  return walletError(status, lang, text, { params, data: { fields: { [field]: message } } })
}
