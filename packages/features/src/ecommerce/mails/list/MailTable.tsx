import { useState } from 'react'
import { mailsKeys, type MailSummary } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  EmptyState,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useNotify,
} from '@vitrine/ui'
import { MailX, Pencil } from 'lucide-react'
import { href } from '../../../routes/manifest.ts'
import { Link } from '../../../routes/navigation.tsx'
import { useRevalidateUnder } from '../../../shared/revalidate-under.ts'
import { errorMessage } from '../../../shared/server-errors.ts'

export interface MailTableProps {
  appId: number
  mails: MailSummary[]
  canWrite: boolean
  /** The table's accessible name ("E-mails transacionais"). */
  label: string
}

/** Section 8: what an empty list of e-mails says. */
export const NO_MAILS = 'Nenhum e-mail encontrado'

/**
 * A group's e-mails: the type's name and when it goes, the subject, whether it is sent (a switch
 * for writers) and the way to its editor.
 */
export function MailTable({ appId, mails, canWrite, label }: MailTableProps) {
  const api = useApi()
  const notify = useNotify()
  const revalidate = useRevalidateUnder(mailsKeys.all(appId))
  const [switching, setSwitching] = useState<string | null>(null)

  if (mails.length === 0) {
    return <EmptyState titleAs="h2" bordered icon={<MailX aria-hidden />} title={NO_MAILS} />
  }

  async function setActive(mail: MailSummary, active: boolean) {
    setSwitching(mail.id)
    try {
      // Saving needs the whole template: the list has only its summary.
      const full = await api.mails.getMail(appId, mail.id)
      await api.mails.saveMail(appId, mail.id, {
        subject: full.subject,
        preheader: full.preheader,
        body_html: full.body_html,
        active,
      })
      notify({
        type: 'success',
        message: active
          ? `«${mail.name}» voltará a ser enviado.`
          : `«${mail.name}» não será mais enviado.`,
      })
      await revalidate()
    } catch (error) {
      notify({
        type: 'error',
        message: errorMessage(error) ?? 'Não foi possível mudar o envio do e-mail.',
      })
    } finally {
      setSwitching(null)
    }
  }

  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>E-mail</TableHead>
            <TableHead>Assunto</TableHead>
            <TableHead>Envio</TableHead>
            <TableHead className="text-end">
              <span className="sr-only">Ações</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {mails.map((mail) => (
            <TableRow key={mail.id}>
              <TableCell className="min-w-56">
                <div className="flex flex-col gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {mail.name}
                    {mail.customised ? (
                      <Badge size="sm" tone="info">
                        Personalizado
                      </Badge>
                    ) : null}
                  </span>
                  <span className="text-sm text-muted-foreground">{mail.description}</span>
                </div>
              </TableCell>
              <TableCell className="min-w-48">{mail.subject}</TableCell>
              <TableCell>
                <Switch
                  aria-label={`Enviar «${mail.name}»`}
                  checked={mail.active}
                  disabled={!canWrite || switching === mail.id}
                  onText="SIM"
                  offText="NÃO"
                  onCheckedChange={(checked) => void setActive(mail, checked)}
                />
              </TableCell>
              <TableCell className="text-end">
                <Button asChild variant="secondary" size="sm">
                  <Link href={href('ecommerce-mails-edit', { appID: appId, mailID: mail.id })}>
                    <Pencil aria-hidden />
                    {canWrite ? 'Editar' : 'Ver'}
                    <span className="sr-only"> «{mail.name}»</span>
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
