import { useSnapshot } from 'valtio'
import {
  areaLevel,
  grantsOf,
  STEP_AREAS,
  type Area,
  type Level,
  type OnboardingStep,
} from '@vitrine/api'
import { useAppStore } from '../../session/session-context.tsx'

/**
 * The level a step's screen gets: the person's level in the area the step configures (the
 * permission guard lets every onboarding route through at write, section 6, but the server
 * checks the area when the step is saved, so a manager who may only read sees it read-only).
 */
export function useStepLevel(step: OnboardingStep): Level {
  const { access } = useSnapshot(useAppStore().state)
  if (!access) return 'none'
  return areaLevel(grantsOf(access), STEP_AREAS[step] as Area)
}
