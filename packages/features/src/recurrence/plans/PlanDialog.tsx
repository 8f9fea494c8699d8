import { useApi } from '@vitrine/api/react'
import type { Plan } from '@vitrine/api'
import {
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
import { Form, SubmitButton } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { planFormSchema, planFormValues } from './plan-form.ts'
import { PlanFields } from './PlanFields.tsx'
import { useProductChoices } from './use-product-choices.ts'

export interface PlanDialogProps {
  appId: number
  /** The plan to edit; none for a new one. */
  plan?: Plan
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The list and totals are asked again once the plan is saved. */
  onSaved: (plan: Plan) => Promise<unknown>
}

/**
 * "Novo plano" and "Editar plano": the whole plan in one dialog (price, interval, trial,
 * cycles, methods, setup fee, products). The server's refusals land on their fields: a method
 * without an active gateway, a product archived meanwhile.
 */
export function PlanDialog({ appId, plan, open, onOpenChange, onSaved }: PlanDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const { products } = useProductChoices(appId, open)
  const title = plan ? 'Editar plano' : 'Novo plano'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {plan
              ? `As mudanças valem para as assinaturas de «${plan.name}» a partir da próxima fatura.`
              : 'Quanto o plano cobra, de quanto em quanto tempo, como o assinante paga e o que recebe.'}
          </DialogDescription>
        </DialogHeader>
        <Form
          // A new plan's form starts blank each time; an edit starts from the plan.
          key={plan?.id ?? 'new'}
          schema={planFormSchema}
          aria-label={title}
          defaultValues={planFormValues(plan)}
          onSubmit={async (values, form) => {
            try {
              const saved = plan
                ? await api.recurrence.updatePlan(appId, plan.id, values)
                : await api.recurrence.createPlan(appId, values)
              await onSaved(saved)
              notify({
                type: 'success',
                message: plan ? `Plano «${saved.name}» salvo.` : `Plano «${saved.name}» criado.`,
              })
              onOpenChange(false)
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          <PlanFields plan={plan} products={products} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <SubmitButton>{plan ? 'Salvar plano' : 'Criar plano'}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
