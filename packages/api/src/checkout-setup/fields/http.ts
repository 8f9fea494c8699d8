import * as v from 'valibot'
import type { HttpClient } from '../../http/client.ts'
import type { CheckoutFieldsApi } from './api.ts'
import { CustomFieldSchema } from './schema.ts'

const FieldListSchema = v.array(CustomFieldSchema)

export function createHttpCheckoutFieldsApi(http: HttpClient): CheckoutFieldsApi {
  const base = (appId: number) => `/apps/${appId}/checkout/fields`
  return {
    list: (appId, group, signal) =>
      http.request('checkout', 'GET', base(appId), {
        query: { group },
        schema: FieldListSchema,
        signal,
      }),
    create: (appId, input) =>
      http.request('checkout', 'POST', base(appId), { body: input, schema: CustomFieldSchema }),
    update: (appId, id, input) =>
      http.request('checkout', 'PUT', `${base(appId)}/${id}`, {
        body: input,
        schema: CustomFieldSchema,
      }),
    remove: async (appId, id) => {
      await http.request('checkout', 'DELETE', `${base(appId)}/${id}`)
    },
    reorder: (appId, input) =>
      http.request('checkout', 'PUT', `${base(appId)}/order`, {
        body: input,
        schema: FieldListSchema,
      }),
  }
}
