import type { HttpClient } from '../../http/client.ts'
import type { MailsApi } from './api.ts'
import { MailListSchema, MailPreviewSchema, MailSchema, MailTestResultSchema } from './mails.ts'
import { MailDeliveryPageSchema, RecoverScheduleSchema, RecoverSettingsSchema } from './recover.ts'
import { SmtpSettingsSchema, SmtpVerifyResultSchema } from './smtp.ts'

export function createHttpMailsApi(http: HttpClient): MailsApi {
  const base = (appId: number) => `/apps/${appId}/mails`
  const mail = (appId: number, type: string) => `${base(appId)}/${encodeURIComponent(type)}`
  return {
    listMails: (appId, query = {}, signal) =>
      http.request('ecommerce', 'GET', base(appId), {
        query: { group: query.group, q: query.q || undefined },
        schema: MailListSchema,
        signal,
      }),
    getMail: (appId, type, signal) =>
      http.request('ecommerce', 'GET', mail(appId, type), { schema: MailSchema, signal }),
    saveMail: (appId, type, input) =>
      http.request('ecommerce', 'PUT', mail(appId, type), { body: input, schema: MailSchema }),
    restoreMail: (appId, type) =>
      http.request('ecommerce', 'POST', `${mail(appId, type)}/restore`, { schema: MailSchema }),
    previewMail: (appId, type, draft, signal) =>
      http.request('ecommerce', 'POST', `${mail(appId, type)}/preview`, {
        body: draft ? { draft } : {},
        schema: MailPreviewSchema,
        signal,
      }),
    sendTestMail: (appId, type, input) =>
      http.request('ecommerce', 'POST', `${mail(appId, type)}/test`, {
        body: input,
        schema: MailTestResultSchema,
      }),

    getSmtp: (appId, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/smtp`, {
        schema: SmtpSettingsSchema,
        signal,
      }),
    saveSmtp: (appId, input) =>
      http.request('ecommerce', 'PUT', `${base(appId)}/smtp`, {
        body: input,
        schema: SmtpSettingsSchema,
      }),
    removeSmtp: (appId) =>
      http.request('ecommerce', 'DELETE', `${base(appId)}/smtp`, { schema: SmtpSettingsSchema }),
    verifySmtp: (appId, input) =>
      http.request('ecommerce', 'POST', `${base(appId)}/smtp/verify`, {
        body: input,
        schema: SmtpVerifyResultSchema,
      }),

    getRecover: (appId, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/recover`, {
        schema: RecoverSettingsSchema,
        signal,
      }),
    saveRecover: (appId, kind, input) =>
      http.request('ecommerce', 'PUT', `${base(appId)}/recover/${kind}`, {
        body: input,
        schema: RecoverScheduleSchema,
      }),
    listDeliveries: (appId, query = {}, signal) =>
      http.request('ecommerce', 'GET', `${base(appId)}/deliveries`, {
        query: { ...query },
        schema: MailDeliveryPageSchema,
        signal,
      }),
  }
}
