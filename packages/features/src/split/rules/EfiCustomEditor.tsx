import { useId, useState } from 'react'
import {
  fieldErrorsOf,
  isApiError,
  type EfiRuleAnswer,
  type GatewayFees,
  type PaymentType,
  type Seller,
  type SplitRuleSaved,
  type SplitRuleVersion,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Textarea,
  useNotify,
} from '@vitrine/ui'
import { sellerNameOf } from './rule-labels.ts'
import { EFI_TEMPLATE, efiText, readEfiText, type EfiProblem } from './efi-text.ts'
import { Simulator } from './Simulator.tsx'

// A plain monospace text area, not the code editor: the rule is a short JSON document whose
// problems are listed below it by path, and CodeMirror would put ~140 KB gzip on this route's
// first visit, past the 60 KB a route may add (bench:bundle).

export interface EfiCustomEditorProps {
  appId: number
  gatewayId: number
  gateway: { type: PaymentType; fees: GatewayFees }
  answer: EfiRuleAnswer
  current: SplitRuleVersion | null
  sellers: readonly Seller[]
  canWrite: boolean
  onSaved: (saved: SplitRuleSaved) => unknown
  onReload: () => unknown
}

/**
 * The rule written in the provider's `eficustom` format: the rule in force shown in it (or why
 * it cannot be), a JSON editor checked as it is typed with the contract's schema, the simulator
 * fed by what the text amounts to, and a save over the version shown.
 */
export function EfiCustomEditor(props: EfiCustomEditorProps) {
  const { appId, gatewayId, answer, current, sellers, canWrite } = props
  const api = useApi()
  const notify = useNotify()
  const labelId = useId()
  const problemsId = useId()
  const [text, setText] = useState(() => efiText(answer.config ?? EFI_TEMPLATE))
  const [serverProblems, setServerProblems] = useState<EfiProblem[]>([])
  const [stale, setStale] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const reading = readEfiText(text, sellers)
  const problems = [...reading.problems, ...serverProblems]

  async function save() {
    if (!reading.config) return
    setSaving(true)
    setStale(null)
    setServerProblems([])
    try {
      const saved = await api.split.saveEfiCustomRule(appId, gatewayId, reading.config, {
        baseVersion: current?.version ?? 0,
      })
      notify({
        type: 'success',
        message: saved.created
          ? `Versão ${saved.version.version} salva: vale para os próximos pagamentos.`
          : `Nada mudou: a versão ${saved.version.version} continua em vigor.`,
      })
      await props.onSaved(saved)
    } catch (error) {
      if (isApiError(error) && error.statusCode === 409) setStale(error.message)
      else {
        const fields = Object.entries(fieldErrorsOf(error))
        setServerProblems(
          fields.length > 0
            ? fields.map(([path, message]) => ({ path, message }))
            : [{ path: '', message: error instanceof Error ? error.message : 'Algo deu errado.' }],
        )
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={labelId}>Regra no formato eficustom</h2>
          </CardTitle>
          <CardDescription>
            Cada repasse nomeia o vendedor pela conta dele no provedor; &quot;minhaParte&quot; é a
            parte da loja.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {answer.message ? (
            <Alert tone="info">
              A regra em vigor não pode ser escrita neste formato: {answer.message}
            </Alert>
          ) : null}
          {stale ? (
            <Alert tone="warning">
              <div className="flex flex-col gap-2">
                <p>{stale}</p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => props.onReload()}
                >
                  Carregar a versão atual
                </Button>
              </div>
            </Alert>
          ) : null}
          <Textarea
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setServerProblems([])
            }}
            readOnly={!canWrite}
            rows={16}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className="font-mono text-sm leading-relaxed"
            invalid={problems.length > 0}
            aria-labelledby={labelId}
            aria-describedby={problems.length > 0 ? problemsId : undefined}
          />
          {problems.length > 0 ? (
            <ul
              id={problemsId}
              aria-label="Problemas na regra"
              className="flex flex-col gap-1 text-sm font-medium text-danger-foreground"
            >
              {problems.map((problem, index) => (
                <li key={`${problem.path}-${index}`}>
                  {problem.path ? <code className="mr-1">{problem.path}</code> : null}
                  {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
          {canWrite ? (
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                disabled={saving}
                onClick={() => {
                  setText(efiText(answer.config ?? EFI_TEMPLATE))
                  setServerProblems([])
                }}
              >
                Descartar alterações
              </Button>
              <Button disabled={saving || !reading.config} onClick={() => void save()}>
                Salvar nova versão
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Simulator
        gateway={props.gateway}
        draft={reading.draft}
        current={current}
        nameOf={sellerNameOf(sellers)}
      />
    </div>
  )
}
