import { useState } from 'react'
import {
  fieldErrorsOf,
  isApiError,
  requiredWords,
  searchRulesKeys,
  type Level,
  type SearchSettings,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Card, CardContent, CardHeader, CardTitle, Field, Input, useNotify } from '@vitrine/ui'
import { SaveButton, SettingsForm, SettingsFrame } from '../../shared/SettingsFrame.tsx'
import { searchPages } from '../shared/search-pages.ts'
import { SearchTester } from '../shared/SearchTester.tsx'

export interface AgreementScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the percentage and tests, write changes it. */
  level: Level
}

/**
 * E-commerce › Opções de busca › Prioridade (issue 15 item 2): the agreement percentage — how
 * many of the words typed a product must match — with examples of the rounding and the tester
 * running the value on screen before it is saved.
 */
export function AgreementScreen({ appId, level }: AgreementScreenProps) {
  const api = useApi()
  return (
    <SettingsFrame
      title="Porcentagem de concordância"
      description="Quantas das palavras buscadas um produto precisa ter para aparecer nos resultados."
      tabsLabel="Opções de busca"
      pages={searchPages(appId)}
      current="agreement"
      level={level}
      noun="a configuração da busca"
      settingsKey={searchRulesKeys.settings(appId)}
      load={() => api.ecommerceSearch.settings(appId)}
      skeleton={['h-9', 'h-24']}
    >
      {(slot) => <AgreementForm appId={appId} {...slot} />}
    </SettingsFrame>
  )
}

function AgreementForm({
  appId,
  settings,
  canWrite,
  onSaved,
}: {
  appId: number
  settings: SearchSettings
  canWrite: boolean
  onSaved: (settings: SearchSettings) => void
}) {
  const api = useApi()
  const notify = useNotify()
  const [percent, setPercent] = useState(String(settings.agreement_percent))
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const value = Number(percent)
  const valid = Number.isInteger(value) && value >= 1 && value <= 100

  async function save() {
    setSaving(true)
    setError(undefined)
    try {
      const saved = await api.ecommerceSearch.saveSettings(appId, {
        // Sent as typed: the server's (and fixture's) refusal names the field.
        agreement_percent: value,
      })
      notify({ type: 'success', message: `Concordância de ${saved.agreement_percent}% salva.` })
      onSaved(saved)
    } catch (caught) {
      setError(
        fieldErrorsOf(caught).agreement_percent ??
          (isApiError(caught) ? caught.message : 'Não foi possível salvar.'),
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Concordância</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SettingsForm
            label="Porcentagem de concordância"
            className="flex max-w-xl flex-col gap-4"
            canWrite={canWrite}
            onSave={save}
            readOnlyNotice="Você pode ver e testar, mas não alterar: peça acesso de edição ao e-commerce."
          >
            {settings.customised ? null : (
              <p className="text-sm text-muted-foreground">
                A loja usa o padrão: 100% (todas as palavras).
              </p>
            )}
            <Field
              label="Porcentagem de palavras"
              hint="De 1 a 100. O número de palavras é arredondado para cima, e pelo menos uma palavra é sempre exigida."
              message={error}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                className="w-32"
                value={percent}
                readOnly={!canWrite}
                onChange={(event) => {
                  setPercent(event.target.value)
                  setError(undefined)
                }}
              />
            </Field>
            {valid ? (
              <ul aria-label="Exemplos" className="text-sm text-muted-foreground">
                {[1, 2, 3, 4].map((words) => (
                  <li key={words}>
                    {words} {words === 1 ? 'palavra buscada' : 'palavras buscadas'}: o produto
                    precisa ter {requiredWords(words, value)}.
                  </li>
                ))}
              </ul>
            ) : null}
            {canWrite ? <SaveButton saving={saving} className="self-start" /> : null}
          </SettingsForm>
        </CardContent>
      </Card>
      <SearchTester appId={appId} agreementPercent={valid ? value : undefined} />
    </>
  )
}
