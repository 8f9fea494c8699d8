import { useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import {
  checkoutAppearanceKeys,
  fieldErrorsOf,
  type CheckoutAppearance,
  type CheckoutAppearanceInput,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ErrorState, Skeleton } from '@vitrine/ui'
import { ColorField } from '../../shared/ColorField.tsx'
import { ImageUpload } from '../../shared/ImageUpload.tsx'
import { StepFrame } from '../shared/StepFrame.tsx'

export interface CheckoutStepScreenProps {
  appId: number
  /** The viewer's checkout level. */
  level: Level
}

type Essentials = Pick<CheckoutAppearance, 'logo_url' | 'primary_color' | 'accent_color'>

/**
 * Onboarding › 4 Checkout: the appearance's essentials (logo and colours) through the checkout
 * appearance API — saved as the draft over everything else it holds, then published, so the
 * payer's page shows them at once. Fonts, texts, badges and the steps' order stay on the full
 * appearance screen.
 */
export function CheckoutStepScreen({ appId, level }: CheckoutStepScreenProps) {
  const api = useApi()
  const { mutate } = useSWRConfig()
  const state = useSWR(level !== 'none' ? checkoutAppearanceKeys.state(appId) : null, () =>
    api.checkoutAppearance.get(appId),
  )
  const [typed, setTyped] = useState<Essentials | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const draft = state.data?.draft
  const form: Essentials | null =
    typed ??
    (draft
      ? {
          logo_url: draft.logo_url,
          primary_color: draft.primary_color,
          accent_color: draft.accent_color,
        }
      : null)
  const readOnly = level !== 'write'

  const change = <K extends keyof Essentials>(key: K, value: Essentials[K]) => {
    if (!form) return
    setTyped({ ...form, [key]: value })
    setErrors((current) => ({ ...current, [key]: '' }))
  }

  async function publish() {
    if (!form || !draft) return false
    const input: CheckoutAppearanceInput = { ...draft, ...form }
    try {
      await api.checkoutAppearance.saveDraft(appId, input)
      const published = await api.checkoutAppearance.publish(appId)
      await mutate(checkoutAppearanceKeys.state(appId), published, { revalidate: false })
      return true
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (Object.keys(fields).length === 0) throw error
      setErrors(fields)
      return false
    }
  }

  return (
    <StepFrame
      appId={appId}
      step="checkout"
      level={level}
      title="O checkout com a sua marca"
      description="O logo e as cores que o cliente vê ao pagar. Textos, fontes e selos ficam na tela completa de aparência."
      ready={Boolean(form)}
      onContinue={publish}
      continueLabel="Publicar e concluir"
      readOnlyNotice="Você pode ver a aparência, mas não alterá-la: peça acesso de edição ao checkout."
    >
      {state.error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar a aparência do checkout"
          message={state.error instanceof Error ? state.error.message : undefined}
          onRetry={() => void state.mutate()}
        />
      ) : !form ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Carregando a aparência"
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-16 w-16" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : (
        <>
          <ImageUpload
            label="Logo"
            hint="Aparece no topo do checkout. PNG, JPEG, WebP ou SVG; recomendado: até 1 MB."
            alt="Logo atual"
            value={form.logo_url}
            message={errors.logo_url}
            readOnly={readOnly}
            upload={(file) => api.checkoutAppearance.uploadImage(appId, file)}
            onChange={(url) => change('logo_url', url)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label="Cor principal"
              hint="Botões e destaques."
              value={form.primary_color}
              message={errors.primary_color}
              readOnly={readOnly}
              onChange={(value) => change('primary_color', value)}
            />
            <ColorField
              label="Cor de destaque"
              hint="Selos, preços e detalhes."
              value={form.accent_color}
              message={errors.accent_color}
              readOnly={readOnly}
              onChange={(value) => change('accent_color', value)}
            />
          </div>
        </>
      )}
    </StepFrame>
  )
}
