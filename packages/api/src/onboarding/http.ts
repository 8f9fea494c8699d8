import type { HttpClient } from '../http/client.ts'
import type { OnboardingApi } from './api.ts'
import { NewAppSchema, OnboardingProgressSchema } from './schema.ts'

export function createHttpOnboardingApi(http: HttpClient): OnboardingApi {
  const base = (appId: number) => `/apps/${appId}/onboarding`
  return {
    createApp: (input) =>
      http.request('connect', 'POST', '/apps', { body: input, schema: NewAppSchema }),
    progress: (appId, signal) =>
      http.request('main', 'GET', base(appId), { schema: OnboardingProgressSchema, signal }),
    saveStep: (appId, step, status) =>
      http.request('main', 'PUT', `${base(appId)}/steps/${step}`, {
        body: { status },
        schema: OnboardingProgressSchema,
      }),
    startLayout: (appId, theme) =>
      http.request('main', 'POST', `${base(appId)}/layout`, {
        body: { theme },
        schema: OnboardingProgressSchema,
      }),
  }
}
