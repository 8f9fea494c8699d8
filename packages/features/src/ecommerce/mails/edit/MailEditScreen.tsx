import { lazy, Suspense, useMemo, useRef, useState, type RefObject } from 'react'
import useSWR from 'swr'
import {
  fieldErrorsOf,
  isApiError,
  MAIL_PREHEADER_MAX,
  MAIL_SUBJECT_MAX,
  mailsKeys,
  type Level,
  type Mail,
  type MailType,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  ConfirmDialog,
  ErrorState,
  Field,
  Input,
  Skeleton,
  SkeletonGroup,
  Switch,
  useNotify,
} from '@vitrine/ui'
import type { RichTextEditorHandle } from '@vitrine/ui/rich-text'
import { ArrowLeft, RotateCcw, Save, Send } from 'lucide-react'
import { href } from '../../../routes/manifest.ts'
import { useNavigate } from '../../../routes/navigation.tsx'
import { useRevalidateUnder } from '../../../shared/revalidate-under.ts'
import { errorMessage } from '../../../shared/server-errors.ts'
import { useLeaveGuard } from '../../../shared/use-leave-guard.ts'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { MailsHeader } from '../shared/MailsHeader.tsx'
import {
  draftOf,
  formOf,
  insertAt,
  isAddressVariable,
  sameForm,
  type MailForm,
} from './mail-draft.ts'
import { MailPreviewPane } from './MailPreviewPane.tsx'
import { SendTestDialog } from './SendTestDialog.tsx'
import { useMailPreview } from './use-mail-preview.ts'
import { VariablesMenu } from './VariablesMenu.tsx'

// tiptap is heavy: only this route fetches it, in its own chunk.
const RichTextEditor = lazy(() => import('@vitrine/ui/rich-text'))

export interface MailEditScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the mail and its preview, write changes it. */
  level: Level
  /** The mail's id, which is its type (`mails/edit/waiting_payment`). */
  mailId: MailType
  /** The address the test dialog offers first (the signed-in person's). */
  testAddress?: string
}

/**
 * E-commerce › E-mails › one e-mail (`mails/edit/{mailID}`, issue 15 item 1): subject,
 * preheader and body in the rich-text editor (section 5's rules and section 9's constants live
 * in the ui primitive), variables from a menu, the preview with sample data at desktop and
 * phone widths, a test send, and the default template back.
 */
export function MailEditScreen({ appId, level, mailId, testAddress }: MailEditScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const mail = useSWR(allowed ? mailsKeys.mail(appId, mailId) : null, () =>
    api.mails.getMail(appId, mailId),
  )
  const group = mail.data?.group ?? 'transactional'
  const listHref = href(
    group === 'recover' ? 'ecommerce-mails-recover' : 'ecommerce-mails-transactional',
    { appID: appId },
  )

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <MailsHeader
        appId={appId}
        page={group}
        title={mail.data ? mail.data.name : 'E-mail'}
        description={mail.data?.description ?? 'O modelo de uma das mensagens da loja.'}
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : mail.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title={
            isApiError(mail.error) && mail.error.statusCode === 404
              ? 'E-mail não encontrado'
              : 'Não foi possível carregar o e-mail'
          }
          message={errorMessage(mail.error)}
          onRetry={() => void mail.mutate()}
        />
      ) : !mail.data ? (
        <SkeletonGroup label="Carregando o e-mail">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-72 w-full" />
        </SkeletonGroup>
      ) : (
        <MailEditor
          // A restored or reloaded mail is a new starting point for the form.
          key={`${mail.data.type}:${mail.data.updated_at ?? ''}`}
          appId={appId}
          mail={mail.data}
          canWrite={level === 'write'}
          listHref={listHref}
          testAddress={testAddress}
          onSaved={(saved) => void mail.mutate(saved, { revalidate: false })}
        />
      )}
    </div>
  )
}

type Target = 'subject' | 'preheader' | 'body'
const TARGET_WORDS: Record<Target, string> = {
  subject: 'no assunto',
  preheader: 'no pré-cabeçalho',
  body: 'no conteúdo',
}

interface MailEditorProps {
  appId: number
  mail: Mail
  canWrite: boolean
  listHref: string
  testAddress?: string
  onSaved: (mail: Mail) => void
}

function MailEditor({ appId, mail, canWrite, listHref, testAddress, onSaved }: MailEditorProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const revalidate = useRevalidateUnder(mailsKeys.all(appId))
  const [saved, setSaved] = useState(() => formOf(mail))
  const [form, setForm] = useState(saved)
  const [errors, setErrors] = useState<Partial<Record<keyof MailForm, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [target, setTarget] = useState<Target>('body')
  const [testing, setTesting] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const subjectRef = useRef<HTMLInputElement>(null)
  const preheaderRef = useRef<HTMLInputElement>(null)
  const editorRef = useRef<RichTextEditorHandle>(null)

  const dirty = !sameForm(form, saved)
  useLeaveGuard(dirty)
  const draft = useMemo(() => draftOf(form), [form])
  const { preview, behind: previewBehind } = useMailPreview(appId, mail.type, draft)
  const previewProblem = preview.error
    ? (Object.values(fieldErrorsOf(preview.error))[0] ??
      errorMessage(preview.error) ??
      'Não foi possível montar a pré-visualização.')
    : undefined

  const change = <K extends keyof MailForm>(key: K, value: MailForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  function insertVariable(token: string) {
    if (target === 'body') {
      editorRef.current?.insertText(token)
      return
    }
    const input = (target === 'subject' ? subjectRef : preheaderRef).current
    const next = insertAt(
      form[target],
      token,
      input?.selectionStart ?? null,
      input?.selectionEnd ?? null,
    )
    change(target, next.text)
    // The input shows the new text on the next render; the cursor goes after the token then.
    requestAnimationFrame(() => {
      input?.focus()
      input?.setSelectionRange(next.cursor, next.cursor)
    })
  }

  async function save() {
    setSaving(true)
    setFormError(null)
    try {
      const result = await api.mails.saveMail(appId, mail.type, form)
      // The server sanitises the body: what it kept is what the form shows from now on.
      const kept = formOf(result)
      setSaved(kept)
      setForm(kept)
      setErrors({})
      onSaved(result)
      notify({ type: 'success', message: `«${mail.name}» salvo.` })
      void revalidate()
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors({
        subject: fields.subject,
        preheader: fields.preheader,
        body_html: fields.body_html,
      })
      if (!fields.subject && !fields.preheader && !fields.body_html) {
        setFormError(isApiError(error) ? error.message : 'Não foi possível salvar o e-mail.')
      }
    } finally {
      setSaving(false)
    }
  }

  async function restore() {
    const result = await api.mails.restoreMail(appId, mail.type)
    const kept = formOf(result)
    setSaved(kept)
    setForm(kept)
    setErrors({})
    notify({ type: 'success', message: `«${mail.name}» voltou ao modelo padrão.` })
    void revalidate()
  }

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,42rem)]">
      <form
        aria-label={`Editar «${mail.name}»`}
        noValidate
        className="flex min-w-0 flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (canWrite && dirty) void save()
        }}
      >
        {canWrite ? null : (
          <Alert tone="info">
            Você pode ver este e-mail, mas não alterá-lo: peça acesso de edição ao e-commerce.
          </Alert>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Switch
            label="Enviar este e-mail"
            checked={form.active}
            disabled={!canWrite}
            onText="SIM"
            offText="NÃO"
            onCheckedChange={(checked) => change('active', checked)}
          />
          {canWrite ? (
            <VariablesMenu target={TARGET_WORDS[target]} onInsert={insertVariable} />
          ) : null}
        </div>
        <Field label="Assunto" required message={errors.subject}>
          <Input
            ref={subjectRef}
            value={form.subject}
            maxLength={MAIL_SUBJECT_MAX}
            readOnly={!canWrite}
            onFocus={() => setTarget('subject')}
            onChange={(event) => change('subject', event.target.value)}
          />
        </Field>
        <Field
          label="Pré-cabeçalho"
          hint="O resumo que os programas de e-mail mostram ao lado do assunto."
          message={errors.preheader}
        >
          <Input
            ref={preheaderRef}
            value={form.preheader}
            maxLength={MAIL_PREHEADER_MAX}
            readOnly={!canWrite}
            onFocus={() => setTarget('preheader')}
            onChange={(event) => change('preheader', event.target.value)}
          />
        </Field>
        <BodyField
          editorRef={editorRef}
          value={form.body_html}
          message={errors.body_html}
          readOnly={!canWrite}
          onFocus={() => setTarget('body')}
          onChange={(html) => change('body_html', html)}
        />
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="ghost"
            onClick={() => (dirty ? setLeaving(true) : navigate(listHref))}
          >
            <ArrowLeft aria-hidden />
            Voltar
          </Button>
          <span className="flex-1" />
          {canWrite ? (
            <>
              <ConfirmDialog
                title="Restaurar o modelo padrão?"
                description={`O assunto, o pré-cabeçalho e o conteúdo de «${mail.name}» voltam ao texto original da Vitrine. O que foi escrito aqui será perdido.`}
                confirmLabel="Restaurar padrão"
                tone="danger"
                onConfirm={restore}
                trigger={
                  <Button type="button" variant="secondary">
                    <RotateCcw aria-hidden />
                    Restaurar padrão
                  </Button>
                }
              />
              <Button type="button" variant="secondary" onClick={() => setTesting(true)}>
                <Send aria-hidden />
                Enviar teste
              </Button>
              <Button type="submit" loading={saving} disabled={!dirty}>
                <Save aria-hidden />
                Salvar
              </Button>
            </>
          ) : null}
        </div>
      </form>
      <MailPreviewPane
        preview={preview.data}
        problem={previewProblem}
        stale={preview.isValidating}
        behind={previewBehind}
      />
      {canWrite ? (
        <SendTestDialog
          appId={appId}
          mailId={mail.type}
          open={testing}
          onOpenChange={setTesting}
          draft={draft}
          defaultTo={testAddress}
        />
      ) : null}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Sair sem salvar?"
        description="As mudanças feitas neste e-mail ainda não foram salvas e serão perdidas."
        confirmLabel="Sair sem salvar"
        cancelLabel="Continuar editando"
        tone="danger"
        onConfirm={() => navigate(listHref)}
      />
    </div>
  )
}

interface BodyFieldProps {
  editorRef: RefObject<RichTextEditorHandle | null>
  value: string
  message?: string
  readOnly: boolean
  onFocus: () => void
  onChange: (html: string) => void
}

/** The body in the rich-text editor, loaded on its own; its label names the editor's textbox. */
function BodyField({ editorRef, value, message, readOnly, onFocus, onChange }: BodyFieldProps) {
  return (
    <div className="flex flex-col gap-1.5" onFocusCapture={onFocus}>
      <span id="mail-body-label" className="text-sm font-medium">
        Conteúdo <span aria-hidden>*</span>
      </span>
      <Suspense
        fallback={
          <SkeletonGroup label="Carregando o editor">
            <Skeleton className="h-72 w-full" />
          </SkeletonGroup>
        }
      >
        <RichTextEditor
          ref={editorRef}
          aria-label="Conteúdo"
          aria-describedby={message ? 'mail-body-message' : undefined}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          invalid={Boolean(message)}
          keepAddress={isAddressVariable}
          className="min-h-72"
        />
      </Suspense>
      {message ? (
        <p id="mail-body-message" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  )
}
