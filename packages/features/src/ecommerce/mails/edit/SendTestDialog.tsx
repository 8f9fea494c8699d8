import { useState, type FormEvent } from 'react'
import { fieldErrorsOf, isApiError, type MailDraft, type MailType } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  useNotify,
} from '@vitrine/ui'

export interface SendTestDialogProps {
  appId: number
  mailId: MailType
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What is on screen, saved or not: the test shows the draft. */
  draft: MailDraft
  /** The address offered first (the signed-in person's). */
  defaultTo?: string
}

/**
 * "Enviar teste": the draft with sample data to one address, through the store's SMTP (or the
 * platform's). A failure of the server that sends it is said here, in its words, and the
 * dialog stays open to try again.
 */
export function SendTestDialog({
  appId,
  mailId,
  open,
  onOpenChange,
  draft,
  defaultTo = '',
}: SendTestDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const [to, setTo] = useState(defaultTo)
  const [sending, setSending] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function send(event: FormEvent) {
    event.preventDefault()
    setFieldError(null)
    setFailure(null)
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim())) {
      setFieldError('Informe um e-mail válido.')
      return
    }
    setSending(true)
    try {
      const result = await api.mails.sendTestMail(appId, mailId, { to: to.trim(), draft })
      if (result.status === 'failed') {
        setFailure(result.error ?? 'O servidor de e-mail não aceitou a mensagem.')
        return
      }
      notify({
        type: 'success',
        message: `E-mail de teste enviado para ${to.trim()}${result.via === 'store' ? ' pelo SMTP da loja' : ''}.`,
      })
      onOpenChange(false)
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (fields.to) setFieldError(fields.to)
      else
        setFailure(
          isApiError(error) ? error.message : 'Não foi possível enviar o teste. Tente novamente.',
        )
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setFieldError(null)
          setFailure(null)
        }
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Enviar teste</DialogTitle>
            <DialogDescription>
              O e-mail vai como está na tela, ainda sem salvar, com os dados de exemplo no lugar das
              variáveis.
            </DialogDescription>
          </DialogHeader>
          <Field label="E-mail de destino" message={fieldError ?? undefined} required>
            <Input
              type="email"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              autoComplete="email"
              maxLength={254}
            />
          </Field>
          {failure ? (
            <Alert tone="danger">
              <AlertTitle>O teste não foi enviado</AlertTitle>
              {failure}
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" type="button">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" loading={sending}>
              Enviar teste
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
