import { ApiError } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import { UPLOADED_FILES_PATH } from '../../links/schema.ts'
import { UPLOAD_IMAGE_TYPES } from '../../files/upload.ts'
import type { Lang } from '../../validation/index.ts'
import type { CheckoutAppearanceApi } from './api.ts'
import { CheckoutAppearanceInputSchema, type CheckoutAppearanceState } from './input.ts'
import { DEFAULT_CHECKOUT_APPEARANCE, type CheckoutAppearance } from './schema.ts'
import { appearanceText } from './texts.ts'

export interface CheckoutAppearanceFixtureState {
  published: CheckoutAppearance
  publishedAt: string | null
  publishedBy: string | null
  draft: CheckoutAppearance | null
  draftUpdatedAt: string | null
  draftUpdatedBy: string | null
  /** Who changes it, as the server would record it. */
  actorName: string
}

/** A store's look with AA contrast: deep teal buttons, amber-brown accent, the trust badges. */
export const sampleCheckoutAppearance: CheckoutAppearance = {
  ...DEFAULT_CHECKOUT_APPEARANCE,
  primary_color: '#0f766e',
  accent_color: '#b45309',
  font: 'humanist',
  corner_style: 'rounded',
  header_text: 'Compra segura na Loja Exemplo',
  footer_text: 'Loja Exemplo Comércio Ltda. · CNPJ 11.222.333/0001-81 · contato@lojaexemplo.com.br',
  trust_badges: ['secure', 'privacy', 'guarantee'],
}

export function sampleCheckoutAppearanceState(empty: boolean): CheckoutAppearanceFixtureState {
  const base = {
    draft: null,
    draftUpdatedAt: null,
    draftUpdatedBy: null,
    actorName: 'Ana Souza',
  }
  if (empty) {
    return { ...base, published: DEFAULT_CHECKOUT_APPEARANCE, publishedAt: null, publishedBy: null }
  }
  return {
    ...base,
    published: structuredClone(sampleCheckoutAppearance),
    publishedAt: '2026-11-20T14:30:00.000Z',
    publishedBy: 'Ana Souza',
  }
}

function stateOf(state: CheckoutAppearanceFixtureState): CheckoutAppearanceState {
  return structuredClone({
    published: state.published,
    draft: state.draft ?? state.published,
    has_draft: state.draft !== null,
    published_at: state.publishedAt,
    published_by: state.publishedBy,
    draft_updated_at: state.draftUpdatedAt,
    draft_updated_by: state.draftUpdatedBy,
  })
}

/** In memory, checked by the same schema as the server (field errors alike). */
export function createCheckoutAppearanceFixture(
  state: CheckoutAppearanceFixtureState,
  now: () => Date,
  lang: Lang,
): CheckoutAppearanceApi {
  return {
    get: async () => stateOf(state),
    saveDraft: async (_appId, input) => {
      state.draft = parseBody(CheckoutAppearanceInputSchema, input, lang)
      state.draftUpdatedAt = now().toISOString()
      state.draftUpdatedBy = state.actorName
      return stateOf(state)
    },
    publish: async () => {
      if (!state.draft) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message: appearanceText(lang, 'noDraft'),
        })
      }
      state.published = state.draft
      state.publishedAt = now().toISOString()
      state.publishedBy = state.actorName
      state.draft = null
      state.draftUpdatedAt = null
      state.draftUpdatedBy = null
      return stateOf(state)
    },
    discardDraft: async () => {
      state.draft = null
      state.draftUpdatedAt = null
      state.draftUpdatedBy = null
      return stateOf(state)
    },
    uploadImage: async (_appId, file) => {
      if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        const message = 'Envie uma imagem PNG, JPEG, WebP, GIF ou SVG.'
        throw new ApiError({
          statusCode: 422,
          statusMessage: 'Unprocessable Entity',
          message,
          data: { fields: { file: message } },
        })
      }
      const key = `${String(file.size).padStart(8, '0')}${'0'.repeat(56)}.png`
      return { url: `${UPLOADED_FILES_PATH}${key}` }
    },
  }
}
