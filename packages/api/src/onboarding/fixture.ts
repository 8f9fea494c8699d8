import type { AppListItem } from '../apps/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { Lang } from '../validation/lang.ts'
import type { OnboardingApi } from './api.ts'
import {
  NewAppInputSchema,
  ONBOARDING_STEPS,
  progressOf,
  StartingLayoutInputSchema,
  StepStatusInputSchema,
  type OnboardingProfile,
  type OnboardingStep,
  type OnboardingStepState,
} from './schema.ts'

/*
 * Onboarding in memory, answering as the server does: the same schemas and refusals, a layout
 * step done once the store has a layout, new stores added to the apps list.
 */

export interface OnboardingFixtureState {
  /** Per store: the steps as saved (the layout step also follows the store's layout). */
  stores: Record<number, { steps: OnboardingStepState[]; profile: OnboardingProfile | null }>
  nextAppId: number
}

const AT = '2026-11-20T14:00:00.000Z'

export const sampleOnboardingProfile: OnboardingProfile = {
  segment: 'fashion',
  document: '11222333000181',
  document_kind: 'cnpj',
  contact_email: 'contato@lojaaurora.com.br',
  contact_phone: '11987654321',
}

/** Store 101 half-way (layout and platform done, payment skipped); 238 not started. */
export function sampleOnboardingState(empty: boolean): OnboardingFixtureState {
  if (empty) return { stores: {}, nextAppId: 500 }
  return {
    stores: {
      101: {
        profile: sampleOnboardingProfile,
        steps: [
          { step: 'layout', status: 'done', derived: true, updated_at: AT },
          { step: 'platform', status: 'done', derived: true, updated_at: AT },
          { step: 'payment', status: 'skipped', derived: false, updated_at: AT },
        ],
      },
      238: { profile: null, steps: [] },
    },
    nextAppId: 500,
  }
}

export function createOnboardingFixture(
  state: OnboardingFixtureState,
  apps: { apps: AppListItem[] },
  now: () => Date,
  lang: Lang,
): OnboardingApi {
  // A store the apps list does not hold (the empty variant's) answers as a fresh one.
  const storeOf = (appId: number) => {
    state.stores[appId] ??= { steps: [], profile: null }
    return {
      app: apps.apps.find((candidate) => candidate.id === appId),
      store: state.stores[appId],
    }
  }
  const hasLayout = (appId: number) => {
    const { app, store } = storeOf(appId)
    return app
      ? app.layout_id !== null
      : store.steps.some((saved) => saved.step === 'layout' && saved.derived)
  }
  const progress = (appId: number) => {
    const { store } = storeOf(appId)
    const steps = ONBOARDING_STEPS.map((step): OnboardingStepState => {
      const saved = store.steps.find((state) => state.step === step)
      const derived = step === 'layout' ? hasLayout(appId) : (saved?.derived ?? false)
      return {
        step,
        status: derived ? 'done' : (saved?.status ?? 'pending'),
        derived,
        updated_at: saved?.updated_at ?? null,
      }
    })
    return structuredClone(progressOf(steps, store.profile))
  }
  const mark = (
    appId: number,
    step: OnboardingStep,
    status: OnboardingStepState['status'],
    derived?: boolean,
  ) => {
    const { store } = storeOf(appId)
    const saved = store.steps.find((state) => state.step === step)
    store.steps = [
      ...store.steps.filter((state) => state.step !== step),
      {
        step,
        status,
        derived: derived ?? saved?.derived ?? false,
        updated_at: now().toISOString(),
      },
    ]
  }
  return {
    async createApp(input) {
      const values = parseBody(NewAppInputSchema, input, lang)
      const id = state.nextAppId++
      apps.apps.push({
        id,
        name: values.name,
        layout_id: null,
        is_migrated: false,
        status: true,
        has_financial_pending: false,
        days_until_lockdown: 0,
        role: 'owner',
      })
      state.stores[id] = {
        steps: [],
        profile: {
          segment: values.segment,
          document: values.document,
          document_kind: values.document.length === 11 ? 'cpf' : 'cnpj',
          contact_email: values.contact_email,
          contact_phone: values.contact_phone,
        },
      }
      return { id, name: values.name, layout_id: null }
    },
    async progress(appId) {
      return progress(appId)
    },
    async saveStep(appId, step, status) {
      parseBody(StepStatusInputSchema, { status }, lang)
      mark(appId, step, status)
      return progress(appId)
    },
    async startLayout(appId, theme) {
      parseBody(StartingLayoutInputSchema, { theme }, lang)
      const { app } = storeOf(appId)
      if (hasLayout(appId)) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message: 'Esta loja já tem um layout.',
        })
      }
      if (app) app.layout_id = 9000 + appId
      mark(appId, 'layout', 'done', true)
      return progress(appId)
    },
  }
}
