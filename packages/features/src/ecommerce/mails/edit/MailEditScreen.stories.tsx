import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { DEFAULT_MAIL_TEMPLATES } from '@vitrine/api'
import { sampleMailsState } from '@vitrine/api/fixture'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  withFixture,
  withOpenDialog,
  type PlayContext,
} from '../../../testing/story-context.ts'
import { MailEditScreen } from './MailEditScreen.tsx'

const meta = {
  title: 'E-commerce/Mails/Edit',
  component: MailEditScreen,
  args: { appId: 101, level: 'write', mailId: 'waiting_payment', testAddress: 'ana@loja.com.br' },
  // The preview is a sandboxed frame: the screenshot's frozen style cannot reach its text, whose
  // antialiasing moved 5 pixels in a loaded CI run. A changed word moves hundreds.
  parameters: { visual: { allowedMismatchedPixels: 50 } },
} satisfies Meta<typeof MailEditScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.mails.getMail, api.mails.previewMail],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Salvar' })],
  },
  pending: 'Carregando o e-mail',
  error: { text: 'Não foi possível carregar o e-mail', retry: (api) => api.mails.getMail },
})

/** The body's editor, once its lazy chunk has arrived. */
const body = (canvas: PlayContext['canvas']) => canvas.findByRole('textbox', { name: 'Conteúdo' })

/** The preview's document (the iframe's srcdoc) once it holds `text`. */
async function previewHolds(canvas: PlayContext['canvas'], text: string) {
  await waitFor(
    () => {
      const frame = canvas.getByTitle(/^Pré-visualização do e-mail/) as HTMLIFrameElement
      expect(frame.getAttribute('srcdoc') ?? '').toContain(text)
    },
    { timeout: 3000 },
  )
}

/**
 * The preview has caught up with the form: the draft typed last asked for and shown, the frame's
 * document loaded (the pane is no longer busy), and the body's own (data:) images decoded. Every play that
 * shows the preview ends here, so its picture never catches the debounce half-way.
 */
async function previewCaughtUp(canvas: PlayContext['canvas']) {
  const pane = canvas.queryByRole('region', { name: 'Pré-visualização' })
  if (!pane) return
  await waitFor(() => expect(pane).not.toHaveAttribute('aria-busy'), { timeout: 5000 })
  await waitFor(() =>
    expect(
      [...canvas.getByRole('textbox', { name: 'Conteúdo' }).querySelectorAll('img')].every(
        (img) => !img.src.startsWith('data:') || img.complete,
      ),
    ).toBe(true),
  )
}

/** The story, its play followed by the wait for the preview to catch up. */
function caughtUp(story: Story): Story {
  return {
    ...story,
    play: async (context) => {
      await story.play?.(context)
      await previewCaughtUp(context.canvas)
    },
  }
}

/** A body to try the rules on: one paragraph to link. */
const plainBody = withFixture(matrix.WriteSuccess, {
  state: {
    mails: {
      ...sampleMailsState(),
      mails: {
        waiting_payment: {
          subject: 'Pedido {{order_number}}',
          preheader: '',
          body_html: '<p>Clique aqui</p>',
          active: true,
          customised: true,
          updated_at: '2026-11-20T13:00:00.000Z',
        },
      },
    },
  },
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read: the mail and its preview; nothing can be changed or sent. */
export const ReadSuccess: Story = caughtUp({
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(await body(canvas)).toHaveAttribute('aria-readonly', 'true')
    await expect(canvas.getByRole('textbox', { name: /^Assunto/ })).toHaveAttribute('readonly')
    for (const name of ['Salvar', 'Enviar teste', 'Restaurar padrão', /^Inserir variável/]) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    await previewHolds(canvas, 'Maria Souza')
  },
})

/** Write: the saved mail, the preview with sample values, desktop and phone widths. */
export const WriteSuccess: Story = caughtUp({
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Aguardando pagamento' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Assunto/ })).toHaveValue(
      'Falta pouco! Pague o pedido {{order_number}}',
    )
    await body(canvas)
    await waitFor(() =>
      expect(canvas.getByTestId('preview-subject')).toHaveTextContent(
        'Falta pouco! Pague o pedido 10482',
      ),
    )
    await previewHolds(canvas, 'Camiseta básica preta (M)')
    const frame = canvas.getByTitle('Pré-visualização do e-mail (computador)')
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(frame).toHaveStyle({ width: '640px' })
    await userEvent.click(canvas.getByRole('radio', { name: 'Celular' }))
    await expect(canvas.getByTitle('Pré-visualização do e-mail (celular)')).toHaveStyle({
      width: '375px',
    })
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled()
  },
})

/** A variable from the menu goes where the cursor was: the body, then the subject. */
export const WriteVariables: Story = caughtUp({
  ...plainBody,
  name: 'Write · variables',
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const editor = await body(canvas)
    await userEvent.click(editor)
    await userEvent.click(canvas.getByRole('button', { name: 'Inserir variável no conteúdo' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Nome do cliente/ }))
    await waitFor(() => expect(editor).toHaveTextContent('{{customer_name}}'))
    await previewHolds(canvas, 'Maria Souza')

    const subject = canvas.getByRole('textbox', { name: /^Assunto/ })
    await userEvent.click(subject)
    await userEvent.keyboard('{End} · ')
    await userEvent.click(canvas.getByRole('button', { name: 'Inserir variável no assunto' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Código de rastreio/ }))
    await waitFor(() => expect(subject).toHaveValue('Pedido {{order_number}} · {{tracking_code}}'))
    await waitFor(() =>
      expect(canvas.getByTestId('preview-subject')).toHaveTextContent(
        'Pedido 10482 · BR123456789BR',
      ),
    )

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectNotified('«Aguardando pagamento» salvo.')
    const [, mailId, input] = mocked(api.mails.saveMail).mock.calls[0]!
    await expect(mailId).toBe('waiting_payment')
    await expect(input.subject).toBe('Pedido {{order_number}} · {{tracking_code}}')
    await expect(input.body_html).toContain('{{customer_name}}')
  },
})

/** An unknown variable typed by hand: the server's field error, under the subject. */
export const WriteUnknownVariable: Story = caughtUp({
  ...plainBody,
  name: 'Write · unknown variable',
  play: async ({ canvas }) => {
    await body(canvas)
    const subject = canvas.getByRole('textbox', { name: /^Assunto/ })
    await userEvent.clear(subject)
    await userEvent.type(subject, 'Oi {{{{apelido}}')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(await canvas.findByText('Variável desconhecida: apelido.')).toBeVisible()
    await expect(subject).toHaveAttribute('aria-invalid', 'true')
  },
})

/** Send test: the draft to an address, the SMTP's refusal said in the dialog, then a success. */
export const WriteSendTest: Story = caughtUp({
  ...plainBody,
  name: 'Write · send test',
  parameters: { ...plainBody.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await body(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar teste' }))
    const dialog = await findDialog('Enviar teste')
    const to = dialog.getByRole('textbox', { name: /^E-mail de destino/ })
    await expect(to).toHaveValue('ana@loja.com.br')
    await userEvent.clear(to)
    await userEvent.type(to, 'nao-e-email')
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar teste' }))
    await expect(await dialog.findByText('Informe um e-mail válido.')).toBeVisible()
    await expect(api.mails.sendTestMail).not.toHaveBeenCalled()

    mocked(api.mails.sendTestMail).mockResolvedValueOnce({
      status: 'failed',
      via: 'store',
      outbox_id: 9,
      delivery_id: 9,
      error: 'O servidor SMTP recusou o usuário ou a senha. Confira as credenciais.',
    })
    await userEvent.clear(to)
    await userEvent.type(to, 'teste@example.com')
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar teste' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'O servidor SMTP recusou o usuário ou a senha.',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar teste' }))
    await expectCalled(api.mails.sendTestMail, 101, 'waiting_payment', {
      to: 'teste@example.com',
      draft: { subject: 'Pedido {{order_number}}', preheader: '', body_html: '<p>Clique aqui</p>' },
    })
    await expectNotified('E-mail de teste enviado para teste@example.com pelo SMTP da loja.')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  },
})

/** Restore default: asked first; cancelling keeps the text, confirming brings the default back. */
export const WriteRestoreDefault: Story = caughtUp({
  ...matrix.WriteSuccess,
  name: 'Write · restore default',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await body(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar padrão' }))
    let confirm = await findDialog('Restaurar o modelo padrão?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Cancelar' }))
    await expect(api.mails.restoreMail).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar padrão' }))
    confirm = await findDialog('Restaurar o modelo padrão?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Restaurar padrão' }))
    await expectCalled(api.mails.restoreMail, 101, 'waiting_payment')
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Assunto/ })).toHaveValue(
        DEFAULT_MAIL_TEMPLATES.waiting_payment.subject,
      ),
    )
    await expect(await body(canvas)).toHaveTextContent('Recebemos o seu pedido')
    await expectNotified('«Aguardando pagamento» voltou ao modelo padrão.')
  },
})

/** Leaving with unsaved changes asks first. */
export const WriteLeaveGuard: Story = caughtUp({
  ...plainBody,
  name: 'Write · unsaved changes',
  parameters: { ...plainBody.parameters, ...withOpenDialog },
  play: async ({ canvas }) => {
    await body(canvas)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Assunto/ }), '!')
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }))
    const confirm = await findDialog('Sair sem salvar?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Continuar editando' }))
    await expect(canvas.getByRole('textbox', { name: /^Assunto/ })).toHaveValue(
      'Pedido {{order_number}}!',
    )
  },
})

/** Selects the whole body and gives it a link through the toolbar. */
async function linkAll(canvas: PlayContext['canvas'], address: string) {
  await userEvent.click(await body(canvas))
  await userEvent.keyboard('{Control>}a{/Control}')
  await userEvent.click(canvas.getByRole('button', { name: 'Link' }))
  const field = canvas.getByRole('textbox', { name: 'Endereço do link' })
  await userEvent.clear(field)
  await userEvent.type(field, address)
  await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }))
}

/**
 * Section 5's link rule in the mail's body: http, https, mailto, tel and sms kept; any other
 * protocol becomes about:blank; an address variable stays for the server to fill in.
 */
export const WriteLinkProtocols: Story = caughtUp({
  ...plainBody,
  name: 'Write · link protocols',
  play: async ({ canvas }) => {
    const cases: [string, string][] = [
      ['http://loja.com.br', 'http://loja.com.br'],
      ['https://loja.com.br/ofertas', 'https://loja.com.br/ofertas'],
      ['mailto:contato@loja.com.br', 'mailto:contato@loja.com.br'],
      ['tel:+5511999990000', 'tel:+5511999990000'],
      ['sms:+5511999990000', 'sms:+5511999990000'],
      ['javascript:alert(1)', 'about:blank'],
      ['ftp://loja.com.br/arquivo', 'about:blank'],
      ['{{{{payment_url}}', '{{payment_url}}'],
    ]
    for (const [typed, kept] of cases) {
      await linkAll(canvas, typed)
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: 'Clique aqui' })).toHaveAttribute('href', kept),
      )
    }
  },
})

/** Images only from http, https or data: sources. */
export const WriteImageSources: Story = caughtUp({
  ...plainBody,
  // No screenshot: the body's images come from outside hosts, and when (and how) their loading fails
  // here decides the picture; the play checks what the rule is about.
  parameters: { ...plainBody.parameters, visual: false },
  name: 'Write · image sources',
  play: async ({ canvas }) => {
    const editor = await body(canvas)
    const sources = [
      'http://cdn.loja.com.br/a.png',
      'https://cdn.loja.com.br/b.jpg',
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    ]
    for (const source of sources) {
      await userEvent.click(editor)
      await userEvent.click(canvas.getByRole('button', { name: 'Imagem' }))
      const field = canvas.getByRole('textbox', { name: 'Endereço da imagem' })
      // Typed as pasted: the data address is long.
      await userEvent.click(field)
      await userEvent.paste(source)
      await userEvent.click(canvas.getByRole('button', { name: 'Inserir' }))
      await waitFor(() =>
        expect([...editor.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContain(
          source,
        ),
      )
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Imagem' }))
    const field = canvas.getByRole('textbox', { name: 'Endereço da imagem' })
    await userEvent.type(field, 'ftp://cdn.loja.com.br/c.png')
    await userEvent.click(canvas.getByRole('button', { name: 'Inserir' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('http, https ou data:image')
    await expect(editor.querySelectorAll('img')).toHaveLength(3)
  },
})

/** A 1×1 PNG's bytes, for files pasted into the body. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
)

function paste(target: Element, files: File[]) {
  const data = new DataTransfer()
  for (const file of files) data.items.add(file)
  fireEvent(
    target,
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  )
}

/** Pasted files: a PNG and a JPEG become images, a GIF is ignored. */
export const WritePastedFiles: Story = caughtUp({
  ...plainBody,
  name: 'Write · pasted files',
  play: async ({ canvas }) => {
    const editor = await body(canvas)
    await userEvent.click(editor)
    paste(editor, [new File([PNG], 'anim.gif', { type: 'image/gif' })])
    paste(editor, [
      new File([PNG], 'foto.png', { type: 'image/png' }),
      new File([PNG], 'foto.jpg', { type: 'image/jpeg' }),
    ])
    await waitFor(() => expect(editor.querySelectorAll('img')).toHaveLength(2))
    const sources = [...editor.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    await expect(sources[0]).toMatch(/^data:image\/png;/)
    await expect(sources[1]).toMatch(/^data:image\/jpeg;/)
  },
})

/** Video links become the sites' embed addresses; other sites are refused. */
export const WriteVideoEmbed: Story = caughtUp({
  ...plainBody,
  // No screenshot: the body embeds YouTube's and Vimeo's players, and when (and how) their loading fails
  // here decides the picture; the play checks what the rule is about.
  parameters: { ...plainBody.parameters, visual: false },
  name: 'Write · video embed',
  play: async ({ canvas }) => {
    const editor = await body(canvas)
    const cases: [string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ]
    for (const [link, embed] of cases) {
      await userEvent.click(editor)
      await userEvent.click(canvas.getByRole('button', { name: 'Vídeo' }))
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Link do YouTube ou do Vimeo' }),
        link,
      )
      await userEvent.click(canvas.getByRole('button', { name: 'Inserir' }))
      await waitFor(() =>
        expect([...editor.querySelectorAll('iframe')].map((frame) => frame.src)).toContain(embed),
      )
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Vídeo' }))
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Link do YouTube ou do Vimeo' }),
      'https://loja.com.br/video.mp4',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Inserir' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('YouTube ou do Vimeo')
    await expect(within(editor).queryAllByTitle(/Vídeo/)).toHaveLength(2)
  },
})
