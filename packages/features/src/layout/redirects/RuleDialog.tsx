import { useState } from 'react'
import { RedirectFieldsSchema, type RedirectWarning, type StorefrontRedirect } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SelectField, SubmitButton, SwitchField, TextField } from '@vitrine/ui/form'
import * as v from 'valibot'
import { showServerError } from '../../shared/server-errors.ts'
import { ChainPath } from './ChainPath.tsx'
import { STATUS_LABELS } from './words.ts'

/**
 * The contract's fields with the status as the select's text; what needs two fields (`:splat`
 * without a wildcard) and the store's other rules (loops, a taken origin) the server answers.
 */
const RuleFormSchema = v.object({
  from_path: RedirectFieldsSchema.entries.from_path,
  to: RedirectFieldsSchema.entries.to,
  status: v.picklist(['301', '302']),
  active: v.boolean(),
  note: RedirectFieldsSchema.entries.note,
})

const STATUS_OPTIONS = (['301', '302'] as const).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}))

export interface RuleDialogProps {
  appId: number
  /** The rule to change; null for a new one. */
  rule: StorefrontRedirect | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The list is asked again once the rule is saved. */
  onSaved: () => unknown
}

/**
 * "Nova regra" / "Editar regra": origin, target, 301/302, active, note. A loop is refused by
 * the server on the target's field, naming the chain; a chain longer than 3 hops is saved, and
 * the dialog stays open to show the warning with the chain before closing.
 */
export function RuleDialog({ appId, rule, open, onOpenChange, onSaved }: RuleDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const [warning, setWarning] = useState<RedirectWarning | null>(null)
  const title = rule ? 'Editar regra' : 'Nova regra'
  const change = (next: boolean) => {
    if (!next) setWarning(null)
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{warning ? 'Regra salva, com um aviso' : title}</DialogTitle>
          <DialogDescription>
            {warning
              ? 'A regra já vale na loja. Confira a cadeia abaixo.'
              : 'Quem abrir o endereço de origem na loja é levado ao destino.'}
          </DialogDescription>
        </DialogHeader>
        {warning ? (
          <>
            <Alert tone="warning" data-slot="chain-warning">
              <AlertTitle>
                O visitante passa por {warning.hops} redirecionamentos seguidos
              </AlertTitle>
              <AlertDescription className="grid gap-2">
                <ChainPath addresses={warning.chain} />
                <span>
                  Cada salto é uma espera a mais. Se puder, aponte a origem direto para o destino
                  final.
                </span>
              </AlertDescription>
            </Alert>
            <DialogFooter>
              <Button onClick={() => change(false)}>Entendi</Button>
            </DialogFooter>
          </>
        ) : (
          <Form
            schema={RuleFormSchema}
            aria-label={title}
            defaultValues={{
              from_path: rule?.from_path ?? '',
              to: rule?.to ?? '',
              status: rule ? (String(rule.status) as '301' | '302') : '301',
              active: rule?.active ?? true,
              note: rule?.note ?? '',
            }}
            onSubmit={async (values, form) => {
              const input = { ...values, status: Number(values.status) }
              try {
                const saved = rule
                  ? await api.storefrontRedirects.update(appId, rule.id, input)
                  : await api.storefrontRedirects.create(appId, input)
                await onSaved()
                if (saved.warning) {
                  setWarning(saved.warning)
                  return
                }
                notify({ type: 'success', message: `Regra de ${saved.rule.from_path} salva.` })
                change(false)
              } catch (error) {
                showServerError(form, error)
              }
            }}
          >
            <TextField
              name="from_path"
              label="Endereço de origem"
              required
              placeholder="/promocao ou /blog/*"
              hint="Só o caminho, sem o domínio. Termine com /* para pegar tudo abaixo."
            />
            <TextField
              name="to"
              label="Destino"
              required
              placeholder="/ofertas ou https://…"
              hint="Um caminho da loja ou um endereço completo. Com /* na origem, :splat recebe o resto."
            />
            <SelectField name="status" label="Tipo" options={STATUS_OPTIONS} />
            <SwitchField name="active" label="Ativa" />
            <TextField
              name="note"
              label="Observação"
              hint="Só para a equipe: por que a regra existe."
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancelar</Button>
              </DialogClose>
              <SubmitButton>{rule ? 'Salvar regra' : 'Criar regra'}</SubmitButton>
            </DialogFooter>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}
