import useSWR, { useSWRConfig } from 'swr'
import { nextStep, onboardingKeys, type OnboardingStep, type StepStatus } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { href } from '../../routes/manifest.ts'
import { useNavigate } from '../../routes/navigation.tsx'
import { STEP_ROUTES } from '../routes.ts'

/** The store's onboarding progress (the stepper and the checklist read the same key). */
export function useOnboardingProgress(appId: number, enabled = true) {
  const api = useApi()
  return useSWR(enabled ? onboardingKeys.progress(appId) : null, () =>
    api.onboarding.progress(appId),
  )
}

/** Where a step leads once done or skipped: the next step, or the checklist after the last. */
export function afterStep(appId: number, step: OnboardingStep): string {
  const next = nextStep(step)
  return next
    ? href(STEP_ROUTES[next], { appID: appId })
    : href('onboarding-checklist', { appID: appId })
}

/**
 * Marking a step and moving on. The progress is saved on the server before leaving, so the
 * checklist (and a visit tomorrow) finds the step where it was left.
 */
export function useStepMark(appId: number, step: OnboardingStep) {
  const api = useApi()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  return async (status: Exclude<StepStatus, 'pending'>) => {
    const progress = await api.onboarding.saveStep(appId, step, status)
    await mutate(onboardingKeys.progress(appId), progress, { revalidate: false })
    navigate(afterStep(appId, step))
  }
}
