import type { HttpClient } from '../../http/client.ts'
import type { CheckoutAppearanceApi } from './api.ts'
import { AppearanceImageSchema, CheckoutAppearanceStateSchema } from './input.ts'

export function createHttpCheckoutAppearanceApi(http: HttpClient): CheckoutAppearanceApi {
  const path = (appId: number) => `/apps/${appId}/checkout/appearance`
  const schema = CheckoutAppearanceStateSchema
  return {
    get: (appId, signal) => http.request('checkout', 'GET', path(appId), { schema, signal }),
    saveDraft: (appId, input) =>
      http.request('checkout', 'PUT', `${path(appId)}/draft`, { body: input, schema }),
    publish: (appId) => http.request('checkout', 'POST', `${path(appId)}/publish`, { schema }),
    discardDraft: (appId) => http.request('checkout', 'DELETE', `${path(appId)}/draft`, { schema }),
    uploadImage(appId, file) {
      const form = new FormData()
      form.append('file', file)
      return http.request('checkout', 'POST', `${path(appId)}/images`, {
        body: form,
        schema: AppearanceImageSchema,
      })
    },
  }
}
