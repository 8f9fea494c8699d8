import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { NO_LEVELS } from '@vitrine/api'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  rowOf,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { UsersScreen } from './UsersScreen.tsx'

const meta = {
  title: 'Settings/Users',
  component: UsersScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof UsersScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta área',
    untouched: (api) => [api.control.managers],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Convidar pessoa' })],
  },
  pending: 'Carregando pessoas com acesso',
  error: {
    text: 'Não foi possível carregar as pessoas com acesso',
    retry: (api) => api.control.managers,
  },
  empty: 'Ninguém além de você tem acesso ainda.',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    // Read level: nobody to invite from here.
    await expect(
      context.canvas.queryByRole('button', { name: 'Convidar pessoa' }),
    ).not.toBeInTheDocument()
  },
}

/** Read level: the same list, a note saying why nothing can be changed, and only "Ver". */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas, canvasElement }) => {
    const beatriz = await rowOf(canvasElement, 'Beatriz Nunes')
    await expect(
      beatriz.getByRole('button', { name: 'Ver permissões de Beatriz Nunes' }),
    ).toBeVisible()
    await expect(beatriz.queryByRole('button', { name: /Editar|Remover/ })).not.toBeInTheDocument()
    await expect(canvas.getByText(/Você pode ver quem tem acesso à loja/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Convidar pessoa' })).not.toBeInTheDocument()
  },
}

export const WritePending: Story = {
  ...matrix.WritePending,
  play: async (context) => {
    await matrix.WritePending.play(context)
    await expect(context.canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** Write level also loads what it needs to edit; its failure is told in general terms. */
export const WriteError: Story = {
  ...matrix.WriteError,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Não foi possível concluir a operação/,
    )
  },
}

/** Only the owner: the empty state invites the first person. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async ({ canvas, canvasElement }) => {
    const owner = await rowOf(canvasElement, 'Marina Costa')
    await expect(owner.getByText('Proprietário')).toBeVisible()
    await expect(owner.queryByRole('button')).not.toBeInTheDocument()
    const empty = (await canvas.findByText('Ninguém além de você tem acesso ainda.')).parentElement!
    await expect(within(empty).getByRole('button', { name: 'Convidar pessoa' })).toBeVisible()
  },
}

/** The owner (never editable), two active managers and a pending invitation. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement }) => {
    const owner = await rowOf(canvasElement, 'Marina Costa')
    await expect(owner.getByText('Proprietário')).toBeVisible()
    await expect(owner.getByText('Acesso total a todas as áreas')).toBeVisible()
    await expect(owner.queryByRole('button')).not.toBeInTheDocument()

    const rafael = await rowOf(canvasElement, 'Rafael Lima')
    await expect(rafael.getByText('Leitura em todas as áreas')).toBeVisible()
    await expect(rafael.getByText('Ativo')).toBeVisible()

    const beatriz = await rowOf(canvasElement, 'Beatriz Nunes')
    await expect(beatriz.getByText('Edição: Pagamentos')).toBeVisible()
    await expect(beatriz.getByText('Administrador da carteira')).toBeVisible()

    const joana = await rowOf(canvasElement, 'joana@exemplo.com.br')
    await expect(joana.getByText('Convite pendente')).toBeVisible()
    await expect(joana.getByText('Expira em 04/12/2026')).toBeVisible()
    await expect(
      joana.getByRole('button', { name: 'Cancelar convite para joana@exemplo.com.br' }),
    ).toBeVisible()
  },
}

async function openInvite(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Convidar pessoa' }),
  )
  return findDialog('Convidar pessoa')
}

const levelRadio = (
  dialog: ReturnType<typeof within>,
  area: string,
  level: 'Sem acesso' | 'Leitura' | 'Edição',
) => within(dialog.getByRole('radiogroup', { name: area })).getByRole('radio', { name: level })

/** An address without an account gets an invitation and shows as pending. */
export const InviteUnknownEmail: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invite unknown e-mail',
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement)
    await userEvent.type(dialog.getByLabelText(/^E-mail/), 'Lucas@Exemplo.com.br')
    await userEvent.click(levelRadio(dialog, 'Layout', 'Edição'))
    await userEvent.click(levelRadio(dialog, 'Clientes', 'Leitura'))
    await userEvent.click(dialog.getByRole('switch', { name: 'Vendedor' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar convite' }))

    const api = apiOf(loaded)
    await expectCalled(api.control.save, 101, {
      email: 'lucas@exemplo.com.br',
      permissions: { ...NO_LEVELS, layout: 'write', customers: 'read' },
      roles: ['__seller'],
    })
    await expectNotified('Convite enviado para lucas@exemplo.com.br.')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const lucas = await rowOf(canvasElement, 'lucas@exemplo.com.br')
    await expect(lucas.getByText('Convite pendente')).toBeVisible()
    await expect(lucas.getByText('Edição: Layout')).toBeVisible()
    await expect(lucas.getByText('Leitura: Clientes')).toBeVisible()
    await expect(lucas.getByText('Vendedor')).toBeVisible()
  },
}

/** An address that already has an account gets access at once. */
export const InviteExistingEmail: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invite existing e-mail',
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement)
    await userEvent.type(dialog.getByLabelText(/^E-mail/), 'carlos@exemplo.com.br')
    await userEvent.click(dialog.getByRole('button', { name: 'Todas as áreas: Leitura' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar convite' }))

    const everyRead = Object.fromEntries(Object.keys(NO_LEVELS).map((area) => [area, 'read']))
    await waitFor(() =>
      expect(apiOf(loaded).control.save).toHaveBeenCalledWith(101, {
        email: 'carlos@exemplo.com.br',
        permissions: everyRead,
        roles: [],
      }),
    )
    await expectNotified('carlos agora tem acesso à loja.')
    const carlos = await rowOf(canvasElement, 'carlos')
    await expect(carlos.getByText('Ativo')).toBeVisible()
    await expect(carlos.getByText('Leitura em todas as áreas')).toBeVisible()
  },
}

/** Someone who already has access: the server's message goes under the e-mail field. */
export const InviteConflict: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invite someone who has access',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement)
    const email = dialog.getByLabelText(/^E-mail/)
    await userEvent.type(email, 'rafael@lojaaurora.com.br')
    await userEvent.click(levelRadio(dialog, 'Checkout', 'Leitura'))
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar convite' }))
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Esta pessoa já tem acesso à loja.'),
    )
    await expect(apiOf(loaded).control.save).toHaveBeenCalledOnce()
  },
}

/** A submit with no address and no access says what is missing and sends nothing. */
export const InviteValidation: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invite validation',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openInvite(canvasElement)
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar convite' }))
    await expect(await dialog.findByText('Formulário incompleto.')).toBeVisible()
    await expect(dialog.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'E-mail é obrigatório.',
    )
    const matrixGroup = dialog.getByRole('group', { name: 'Permissões por área' })
    await expect(matrixGroup).toHaveAccessibleDescription(
      /Dê acesso a pelo menos uma área ou a um papel especial\.$/,
    )
    await expect(apiOf(loaded).control.save).not.toHaveBeenCalled()

    // Granting a role is enough: the matrix message goes away at once.
    await userEvent.click(dialog.getByRole('switch', { name: 'Administrador da carteira' }))
    await waitFor(() =>
      expect(matrixGroup).toHaveAccessibleDescription(
        'Leitura permite ver; edição permite ver e alterar.',
      ),
    )
  },
}

/** Customers to read for Beatriz, with the keyboard only; her wallet role is kept. */
export const ChangeLevel: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · change a level with the keyboard',
  play: async ({ canvasElement, loaded }) => {
    const beatriz = await rowOf(canvasElement, 'Beatriz Nunes')
    await userEvent.click(
      beatriz.getByRole('button', { name: 'Editar permissões de Beatriz Nunes' }),
    )
    const dialog = await findDialog('Permissões de Beatriz Nunes')

    const customers = within(dialog.getByRole('radiogroup', { name: 'Clientes' }))
    customers.getByRole('radio', { name: 'Sem acesso' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(customers.getByRole('radio', { name: 'Leitura' })).toBeChecked()
    await waitFor(() => expect(customers.getByRole('radio', { name: 'Leitura' })).toHaveFocus())
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar permissões' }))

    const api = apiOf(loaded)
    await waitFor(() =>
      expect(api.control.save).toHaveBeenCalledWith(101, {
        id: 3,
        permissions: { ...NO_LEVELS, payments: 'write', customers: 'read' },
        roles: ['__wallet'],
      }),
    )
    await expectNotified('Permissões de Beatriz Nunes salvas.')
    await waitFor(() => expect(beatriz.getByText('Leitura: Clientes')).toBeVisible())
  },
}

/** Removing an active manager asks first, then the row goes away. */
export const RemoveManager: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · remove a manager',
  play: async ({ canvasElement, loaded }) => {
    const rafael = await rowOf(canvasElement, 'Rafael Lima')
    await userEvent.click(rafael.getByRole('button', { name: 'Remover o acesso de Rafael Lima' }))
    const confirm = await findDialog('Remover o acesso de Rafael Lima?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Remover acesso' }))

    const api = apiOf(loaded)
    await expectCalled(api.control.remove, 101, 2)
    await expectNotified('Rafael Lima não tem mais acesso à loja.')
    await waitFor(() =>
      expect(within(canvasElement).queryByText('Rafael Lima')).not.toBeInTheDocument(),
    )
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await expect(api.control.cancelInvitation).not.toHaveBeenCalled()
  },
}

/** A pending invitation is withdrawn, not removed. */
export const CancelInvitation: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · cancel an invitation',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement }) => {
    const joana = await rowOf(canvasElement, 'joana@exemplo.com.br')
    await userEvent.click(
      joana.getByRole('button', { name: 'Cancelar convite para joana@exemplo.com.br' }),
    )
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Cancelar o convite para joana@exemplo.com.br?',
    })
    await expect(confirm).toHaveAccessibleDescription(
      /O link enviado por e-mail deixa de funcionar/,
    )
    // Focus starts on the safe choice; the screenshot shows the question.
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Voltar' })).toHaveFocus(),
    )
  },
}

/** Read level opens the same editor, disabled, with nothing to save. */
export const ReadOnly: Story = {
  ...matrix.ReadSuccess,
  name: 'Read · editor disabled',
  parameters: { ...matrix.ReadSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(await canvas.findByText(/Você pode ver quem tem acesso à loja/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Convidar pessoa' })).not.toBeInTheDocument()
    await expect(
      canvas.queryByRole('button', { name: /^Remover|^Cancelar convite/ }),
    ).not.toBeInTheDocument()

    const beatriz = await rowOf(canvasElement, 'Beatriz Nunes')
    await userEvent.click(beatriz.getByRole('button', { name: 'Ver permissões de Beatriz Nunes' }))
    const dialog = await findDialog('Permissões de Beatriz Nunes')
    for (const radio of dialog.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await expect(
      within(dialog.getByRole('radiogroup', { name: 'Pagamentos' })).getByRole('radio', {
        name: 'Edição',
      }),
    ).toBeChecked()
    for (const toggle of dialog.getAllByRole('switch')) await expect(toggle).toBeDisabled()
    await expect(dialog.getByRole('switch', { name: 'Administrador da carteira' })).toBeChecked()
    await expect(
      dialog.queryByRole('button', { name: 'Salvar permissões' }),
    ).not.toBeInTheDocument()
    // The dialog fades in.
    await waitFor(() =>
      expect(dialog.getByText('Você pode ver estas permissões, mas não alterá-las.')).toBeVisible(),
    )
    await expect(apiOf(loaded).control.save).not.toHaveBeenCalled()
  },
}
