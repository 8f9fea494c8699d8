export * from './schema.ts'
export type { OnboardingApi } from './api.ts'
export { onboardingKeys } from './keys.ts'
export { createHttpOnboardingApi } from './http.ts'
