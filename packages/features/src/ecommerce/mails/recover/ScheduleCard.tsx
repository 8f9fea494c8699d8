import { useState } from 'react'
import {
  fieldErrorsOf,
  isApiError,
  RECOVER_KIND_LABELS,
  RECOVER_MAX_DELAY_HOURS,
  RECOVER_MAX_REMINDERS,
  type RecoverSchedule,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, Button, Card, Field, Input, Switch, useNotify } from '@vitrine/ui'
import { Plus, Save, Trash2 } from 'lucide-react'
import {
  delayWords,
  nextDelay,
  scheduleFormOf,
  scheduleInputOf,
  type ScheduleForm,
} from './schedule-form.ts'

export interface ScheduleCardProps {
  appId: number
  schedule: RecoverSchedule
  canWrite: boolean
  onSaved: (schedule: RecoverSchedule) => void
}

const WHAT: Record<RecoverSchedule['kind'], string> = {
  cart: 'Lembretes para quem deixou itens no carrinho sem finalizar a compra.',
  payment: 'Lembretes para pedidos com pix ou boleto ainda não pagos, um por intervalo.',
}

/**
 * One recovery schedule: whether it runs, after how many hours each reminder goes (one reminder
 * per delay, up to five), and the coupon the reminder offers ({{coupon_code}}).
 */
export function ScheduleCard({ appId, schedule, canWrite, onSaved }: ScheduleCardProps) {
  const api = useApi()
  const notify = useNotify()
  const [initial, setInitial] = useState(() => scheduleFormOf(schedule))
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const title = RECOVER_KIND_LABELS[schedule.kind]
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)

  const change = (next: Partial<ScheduleForm>) => {
    setForm((current) => ({ ...current, ...next }))
    setErrors({})
    setFormError(null)
  }

  async function save() {
    setSaving(true)
    try {
      const saved = await api.mails.saveRecover(appId, schedule.kind, scheduleInputOf(form))
      const kept = scheduleFormOf(saved)
      setInitial(kept)
      setForm(kept)
      onSaved(saved)
      notify({ type: 'success', message: `Recuperação «${title}» salva.` })
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      if (Object.keys(fields).length === 0)
        setFormError(isApiError(error) ? error.message : 'Não foi possível salvar.')
    } finally {
      setSaving(false)
    }
  }

  // Field errors of one delay come as `delays_hours.1`; the list's own as `delays_hours`.
  const delayError = (index: number) => errors[`delays_hours.${index}`]

  return (
    <Card className="flex flex-col gap-4 p-5">
      <form
        aria-label={`Recuperação: ${title}`}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (canWrite) void save()
        }}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{WHAT[schedule.kind]}</p>
          </div>
          <Switch
            label="Ativa"
            checked={form.active}
            disabled={!canWrite}
            onText="SIM"
            offText="NÃO"
            onCheckedChange={(active) => change({ active })}
          />
        </div>
        {schedule.source_available ? null : (
          <Alert tone="info">
            A loja ainda não registra carrinhos abandonados: estes lembretes ficam guardados e
            passam a valer quando houver essa origem.
          </Alert>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">
            Lembretes ({form.delays.length} de {RECOVER_MAX_REMINDERS})
          </legend>
          <ol className="flex flex-col gap-2">
            {form.delays.map((delay, index) => (
              <li key={index} className="flex items-end gap-2">
                <Field
                  label={`${index + 1}º lembrete, em horas`}
                  hint={Number(delay) > 0 ? `Depois de ${delayWords(Number(delay))}` : undefined}
                  message={delayError(index)}
                  className="w-56"
                >
                  <Input
                    inputMode="numeric"
                    value={delay}
                    readOnly={!canWrite}
                    maxLength={String(RECOVER_MAX_DELAY_HOURS).length}
                    onChange={(event) =>
                      change({
                        delays: form.delays.map((item, at) =>
                          at === index ? event.target.value.replace(/\D/g, '') : item,
                        ),
                      })
                    }
                  />
                </Field>
                {canWrite && form.delays.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mb-6"
                    aria-label={`Remover o ${index + 1}º lembrete`}
                    onClick={() => change({ delays: form.delays.filter((_, at) => at !== index) })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
          {errors.delays_hours ? (
            <p className="text-sm text-danger">{errors.delays_hours}</p>
          ) : null}
          {canWrite && form.delays.length < RECOVER_MAX_REMINDERS ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="w-fit"
              onClick={() => change({ delays: [...form.delays, nextDelay(form.delays)] })}
            >
              <Plus aria-hidden />
              Adicionar lembrete
            </Button>
          ) : null}
        </fieldset>
        <Field
          label="Cupom oferecido"
          hint="Opcional: aparece no e-mail no lugar de {{coupon_code}}."
          message={errors.coupon_code}
          className="max-w-xs"
        >
          <Input
            value={form.coupon_code}
            maxLength={40}
            readOnly={!canWrite}
            autoComplete="off"
            onChange={(event) => change({ coupon_code: event.target.value.toUpperCase() })}
          />
        </Field>
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        {canWrite ? (
          <Button type="submit" className="w-fit" loading={saving} disabled={!dirty}>
            <Save aria-hidden />
            Salvar
          </Button>
        ) : null}
      </form>
    </Card>
  )
}
