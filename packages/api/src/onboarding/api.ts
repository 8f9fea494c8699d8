import type {
  NewApp,
  NewAppInput,
  OnboardingProgress,
  OnboardingStep,
  StartingTheme,
  StepStatus,
} from './schema.ts'

/**
 * Onboarding: creating a store (connect service, `POST /apps`) and its steps' progress (main
 * service, `/apps/{appId}/onboarding`). Reading the progress is open to every person of the
 * store; marking a step needs write in the step's area (`STEP_AREAS`).
 */
export interface OnboardingApi {
  /** POST /apps — a new store owned by the caller. */
  createApp(input: NewAppInput): Promise<NewApp>
  /** GET /apps/{appId}/onboarding — the four steps, what is done, and new-app's profile. */
  progress(appId: number, signal?: AbortSignal): Promise<OnboardingProgress>
  /** PUT /apps/{appId}/onboarding/steps/{step} — done, skipped or pending again. */
  saveStep(appId: number, step: OnboardingStep, status: StepStatus): Promise<OnboardingProgress>
  /** POST /apps/{appId}/onboarding/layout — the first layout from a theme; 409 with one. */
  startLayout(appId: number, theme: StartingTheme): Promise<OnboardingProgress>
}
