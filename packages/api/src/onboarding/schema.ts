import * as v from 'valibot'
import { digitsOnly } from '../customers/contact.ts'
import { documentKind, normalizeDocument } from '../customers/document.ts'
import { email, length, required, type FieldLabel } from '../validation/index.ts'

/*
 * Onboarding (issue 18 item 1, specification section 2): a new store is created at new-app,
 * then four steps — layout, platform, payment, checkout — each saved as done or skipped, and
 * the checklist reads them back. Where the store's own data says a step is done (a layout, the
 * platform settings saved, an active gateway, a published checkout) the server says so itself.
 */

export const ONBOARDING_STEPS = ['layout', 'platform', 'payment', 'checkout'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

/** What the merchant said of a step: done, skipped for now, or nothing yet (pending). */
export const STEP_STATUSES = ['pending', 'done', 'skipped'] as const
export type StepStatus = (typeof STEP_STATUSES)[number]

/** The permission area each step changes (the server checks write there to save the step). */
export const STEP_AREAS = {
  layout: 'layout',
  platform: 'ecommerce',
  payment: 'payments',
  checkout: 'checkout',
} as const satisfies Record<OnboardingStep, string>

export const STEP_LABELS: Record<OnboardingStep, string> = {
  layout: 'Layout',
  platform: 'Plataforma',
  payment: 'Pagamento',
  checkout: 'Checkout',
}

/** The store's line of business: a short list people recognise, with "Outro" for the rest. */
export const STORE_SEGMENTS = {
  fashion: 'Moda e acessórios',
  beauty: 'Beleza e cuidados pessoais',
  home: 'Casa e decoração',
  electronics: 'Eletrônicos e informática',
  food: 'Alimentos e bebidas',
  health: 'Saúde e bem-estar',
  sports: 'Esportes e lazer',
  kids: 'Infantil e brinquedos',
  pets: 'Pet shop',
  services: 'Serviços e cursos',
  other: 'Outro',
} as const
export type StoreSegment = keyof typeof STORE_SEGMENTS
export const STORE_SEGMENT_KEYS = Object.keys(STORE_SEGMENTS) as StoreSegment[]

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const newAppLabels = {
  name: label('Nome da loja', 'Store name'),
  segment: label('Segmento', 'Segment'),
  document: label('CPF ou CNPJ', 'CPF or CNPJ'),
  contact_email: label('E-mail de contato', 'Contact e-mail'),
  contact_phone: label('Telefone de contato', 'Contact phone'),
} as const

const say = (ptBR: string, en: string) => (issue: v.BaseIssue<unknown>) =>
  issue.lang === 'en' ? en : ptBR

/** POST /apps (connect): a new store owned by the caller, with who it is and how to reach it. */
export const NewAppInputSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    required({ label: newAppLabels.name }),
    length(2, 80, { label: newAppLabels.name }),
  ),
  segment: v.picklist(
    STORE_SEGMENT_KEYS,
    say('Escolha um segmento da lista.', 'Choose a segment from the list.'),
  ),
  /** CPF (a person selling on their own) or CNPJ, checked by its digits; stored normalised. */
  document: v.pipe(
    v.string(),
    v.transform(normalizeDocument),
    required({ label: newAppLabels.document }),
    v.check(
      (value) => value === '' || documentKind(value) !== null,
      say(
        'Informe um CPF ou CNPJ válido: confira os dígitos.',
        'Enter a valid CPF or CNPJ: check the digits.',
      ),
    ),
  ),
  contact_email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    required({ label: newAppLabels.contact_email }),
    email({ label: newAppLabels.contact_email }),
    length(0, 254, { label: newAppLabels.contact_email }),
  ),
  /** Digits only, with the area code (DDD), without +55. */
  contact_phone: v.pipe(
    v.string(),
    v.transform((value) => digitsOnly(value.replace(/^\s*\+55/, ''))),
    required({ label: newAppLabels.contact_phone }),
    v.check(
      (value) => value === '' || /^[1-9]{2}\d{8,9}$/.test(value),
      say(
        'Informe um telefone com DDD, por exemplo (11) 98765-4321.',
        'Enter a phone number with area code, e.g. (11) 98765-4321.',
      ),
    ),
  ),
})
export type NewAppInput = v.InferInput<typeof NewAppInputSchema>
export type NewAppValues = v.InferOutput<typeof NewAppInputSchema>

/** The store as created (POST /apps answers it with its id, to open the first step). */
export const NewAppSchema = v.object({
  id: v.number(),
  name: v.string(),
  layout_id: v.nullable(v.number()),
})
export type NewApp = v.InferOutput<typeof NewAppSchema>

export const OnboardingStepStateSchema = v.object({
  step: v.picklist(ONBOARDING_STEPS),
  status: v.picklist(STEP_STATUSES),
  /**
   * True when the store's data says the step is done (a layout, the platform settings saved, an
   * active gateway, a published checkout), whatever was saved for it.
   */
  derived: v.boolean(),
  /** When the merchant last marked it; null when never. */
  updated_at: v.nullable(v.string()),
})
export type OnboardingStepState = v.InferOutput<typeof OnboardingStepStateSchema>

/** What new-app recorded of the store: the platform step starts from it. */
export const OnboardingProfileSchema = v.object({
  segment: v.picklist(STORE_SEGMENT_KEYS),
  document: v.string(),
  document_kind: v.picklist(['cpf', 'cnpj']),
  contact_email: v.string(),
  contact_phone: v.string(),
})
export type OnboardingProfile = v.InferOutput<typeof OnboardingProfileSchema>

/** GET /apps/{appId}/onboarding (main): the steps in order, and what new-app recorded. */
export const OnboardingProgressSchema = v.object({
  steps: v.array(OnboardingStepStateSchema),
  /** Steps done (not skipped) out of four: the progress bar. */
  done: v.number(),
  /** Every step done or skipped. */
  complete: v.boolean(),
  /** Null for a store created before onboarding existed. */
  profile: v.nullable(OnboardingProfileSchema),
})
export type OnboardingProgress = v.InferOutput<typeof OnboardingProgressSchema>

/** PUT /apps/{appId}/onboarding/steps/{step}: mark a step. */
export const StepStatusInputSchema = v.object({
  status: v.picklist(
    STEP_STATUSES,
    say('Escolha: concluída, pulada ou pendente.', 'Choose: done, skipped or pending.'),
  ),
})
export type StepStatusInput = v.InferInput<typeof StepStatusInputSchema>

/** The starting themes of the layout step: a name and the palette the layout starts with. */
export const STARTING_THEMES = {
  classico: {
    name: 'Clássico',
    description: 'Azul sóbrio sobre branco: serve a quase toda loja.',
    colors: { primary: '#1d4ed8', secondary: '#f59e0b', background: '#ffffff', text: '#111827' },
  },
  aurora: {
    name: 'Aurora',
    description: 'Tons de rosa e vinho, para moda e beleza.',
    colors: { primary: '#be185d', secondary: '#f9a8d4', background: '#fff7fb', text: '#3b0a24' },
  },
  floresta: {
    name: 'Floresta',
    description: 'Verde e creme, para produtos naturais, alimentos e bem-estar.',
    colors: { primary: '#166534', secondary: '#ca8a04', background: '#fbfaf3', text: '#1c1917' },
  },
  noturno: {
    name: 'Noturno',
    description: 'Fundo escuro com destaque ciano, para eletrônicos e games.',
    colors: { primary: '#22d3ee', secondary: '#a78bfa', background: '#0f172a', text: '#f1f5f9' },
  },
} as const
export type StartingTheme = keyof typeof STARTING_THEMES
export const STARTING_THEME_KEYS = Object.keys(STARTING_THEMES) as StartingTheme[]

/** POST /apps/{appId}/onboarding/layout: the store's first layout, from a starting theme. */
export const StartingLayoutInputSchema = v.object({
  theme: v.picklist(
    STARTING_THEME_KEYS,
    say('Escolha um dos temas da lista.', 'Choose one of the listed themes.'),
  ),
})
export type StartingLayoutInput = v.InferInput<typeof StartingLayoutInputSchema>

/** Folds the saved statuses and the derived facts into the progress the checklist shows. */
export function progressOf(
  steps: readonly OnboardingStepState[],
  profile: OnboardingProfile | null,
): OnboardingProgress {
  const ordered = ONBOARDING_STEPS.map(
    (step) =>
      steps.find((state) => state.step === step) ?? {
        step,
        status: 'pending' as const,
        derived: false,
        updated_at: null,
      },
  )
  return {
    steps: ordered,
    done: ordered.filter((state) => state.status === 'done').length,
    complete: ordered.every((state) => state.status !== 'pending'),
    profile,
  }
}

/** The step after `step`, or null after the last (the checklist comes next). */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null
}
