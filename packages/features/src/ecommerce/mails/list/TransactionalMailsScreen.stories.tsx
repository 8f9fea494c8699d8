import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectLastCalled,
  expectNotified,
  onPhone,
  type PlayContext,
} from '../../../testing/story-context.ts'
import { NO_MAILS } from './MailTable.tsx'
import { TransactionalMailsScreen } from './TransactionalMailsScreen.tsx'

const meta = {
  title: 'E-commerce/Mails/Transactional',
  component: TransactionalMailsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof TransactionalMailsScreen>
export default meta
type Story = StoryObj<typeof meta>

// Every store has its nine mails (defaults until saved): the list is empty only for a search.
const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    title: 'E-mails transacionais',
    untouched: (api) => [api.mails.listMails],
    absent: (canvas) => [canvas.queryByRole('searchbox')],
  },
  pending: 'Carregando e-mails transacionais',
  error: { text: 'Não foi possível carregar os e-mails', retry: (api) => api.mails.listMails },
})

const table = (canvas: PlayContext['canvas']) =>
  canvas.findByRole('table', { name: 'E-mails transacionais' })

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read: the seven transactional mails, switches shown but locked, "Ver" instead of "Editar". */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    const rows = within(await table(canvas))
      .getAllByRole('row')
      .slice(1)
    await expect(rows).toHaveLength(7)
    await expect(
      canvas.getByRole('switch', { name: 'Enviar «Aguardando pagamento»' }),
    ).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'Ver «Aguardando pagamento»' })).toHaveAttribute(
      'href',
      '/101/ecommerce/mails/edit/waiting_payment',
    )
    await expect(canvas.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument()
  },
}

/** Write: type labels in Portuguese, the saved one marked, a mail switched on, the editor's link. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const rows = within(await table(canvas))
      .getAllByRole('row')
      .slice(1)
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Pagamento canceladoEnviado quando o pagamento de um pedido é cancelado ou expira.',
      'Acesso sem senhaEnviado com o link de acesso à conta, para quem entra sem senha.',
      'Pedido em processamentoEnviado quando o pagamento é aprovado e o pedido começa a ser preparado.',
      'Aguardando pagamentoPersonalizadoEnviado logo após o pedido, com o pix ou o boleto para pagar.',
      'Pedido em transporteEnviado quando o pedido é despachado, com o código de rastreio.',
      'Nota fiscal emitidaEnviado quando a nota fiscal do pedido é emitida.',
      'Recuperação de senhaEnviado quando o cliente pede para criar uma nova senha.',
    ])
    await expect(
      canvas.getByRole('link', { name: 'Editar «Aguardando pagamento»' }),
    ).toHaveAttribute('href', '/101/ecommerce/mails/edit/waiting_payment')
    const nf = canvas.getByRole('switch', { name: 'Enviar «Nota fiscal emitida»' })
    await expect(nf).not.toBeChecked()
    await userEvent.click(nf)
    await expectCalled(
      api.mails.saveMail,
      101,
      'nf',
      expect.objectContaining({ active: true, subject: 'Nota fiscal do pedido {{order_number}}' }),
    )
    await expectNotified('«Nota fiscal emitida» voltará a ser enviado.')
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'Enviar «Nota fiscal emitida»' })).toBeChecked(),
    )
  },
}

/** A search that matches nothing: section 8's "Nenhum e-mail encontrado". */
export const WriteNoMatch: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · no match',
  play: async ({ canvas, loaded }) => {
    await table(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar e-mail' }), 'xyz')
    await expectLastCalled(apiOf(loaded).mails.listMails, 101, {
      group: 'transactional',
      q: 'xyz',
    })
    await expect(await canvas.findByText(NO_MAILS)).toBeVisible()
  },
}

/** A word of a subject finds its mail, accents ignored. */
export const WriteSearch: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · search',
  play: async ({ canvas }) => {
    await table(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar e-mail' }), 'transporte')
    await waitFor(async () =>
      expect(
        within(await table(canvas))
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(1),
    )
    await expect(canvas.getByText('Pedido em transporte')).toBeVisible()
  },
}

export const WritePhone: Story = onPhone({ ...matrix.WriteSuccess, name: 'Write · phone' })
