import { SmtpSettingsSchema, SmtpVerifyResultSchema } from '../ecommerce/mails/smtp.ts'
import type { HttpClient } from '../http/client.ts'
import type { WhitelabelApi } from './api.ts'
import { ResellerManagerListSchema, ResellerManagerSchema } from './managers.ts'
import { PanelDetailSchema, PanelReportSchema, type PanelReportQuery } from './reports.ts'
import { PlatformListSchema, WhitelabelSchema } from './schema.ts'
import { ResellerSettingsSchema } from './settings.ts'

/** A CSV of a reseller's stores is small, but it is a stream: give it time. */
const STREAM_TIMEOUT_MS = 5 * 60_000

function queryOf(query: PanelReportQuery) {
  return {
    from: query.from,
    to: query.to,
    status: query.status && query.status !== 'all' ? query.status : undefined,
    q: query.q || undefined,
    page: query.page && query.page !== '1' ? query.page : undefined,
  }
}

export function createHttpWhitelabelApi(http: HttpClient): WhitelabelApi {
  return {
    lookup: (domain, signal) =>
      http.request('main', 'POST', '/whitelabel', {
        body: { domain },
        schema: WhitelabelSchema,
        signal,
      }),
    platforms: (signal) =>
      http.request('main', 'GET', '/whitelabel/config/platforms', {
        schema: PlatformListSchema,
        signal,
      }),
    settings: (signal) =>
      http.request('main', 'GET', '/whitelabel/settings', {
        schema: ResellerSettingsSchema,
        signal,
      }),
    saveSettings: (input) =>
      http.request('main', 'PUT', '/whitelabel/settings', {
        body: input,
        schema: ResellerSettingsSchema,
      }),
    managers: (signal) =>
      http.request('main', 'GET', '/whitelabel/managers', {
        schema: ResellerManagerListSchema,
        signal,
      }),
    inviteManager: (email) =>
      http.request('main', 'POST', '/whitelabel/managers', {
        body: { email },
        schema: ResellerManagerSchema,
      }),
    removeManager: async (id) => {
      await http.request('main', 'DELETE', `/whitelabel/managers/${id}`)
    },
    smtp: (signal) =>
      http.request('main', 'GET', '/whitelabel/smtp', { schema: SmtpSettingsSchema, signal }),
    saveSmtp: (input) =>
      http.request('main', 'PUT', '/whitelabel/smtp', { body: input, schema: SmtpSettingsSchema }),
    removeSmtp: () =>
      http.request('main', 'DELETE', '/whitelabel/smtp', { schema: SmtpSettingsSchema }),
    verifySmtp: (input) =>
      http.request('main', 'POST', '/whitelabel/smtp/verify', {
        body: input,
        schema: SmtpVerifyResultSchema,
      }),
    panels: (query, signal) =>
      http.request('main', 'GET', '/whitelabel/reports/panels', {
        query: queryOf(query),
        schema: PanelReportSchema,
        signal,
      }),
    async panelsCsv(query, signal) {
      const response = await http.open('main', 'GET', '/whitelabel/reports/panels/export', {
        query: { ...queryOf(query), page: undefined },
        signal,
        timeoutMs: STREAM_TIMEOUT_MS,
      })
      return response.blob()
    },
    panel: (panelId, query, signal) =>
      http.request('main', 'GET', `/whitelabel/panels/${panelId}`, {
        query,
        schema: PanelDetailSchema,
        signal,
      }),
  }
}
