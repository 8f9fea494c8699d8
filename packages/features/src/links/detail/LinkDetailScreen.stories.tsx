import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { LinkDetailScreen } from './LinkDetailScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Payments/Links/Detail',
  component: LinkDetailScreen,
  args: {
    appId: 101,
    level: 'write',
    slug: 'vestido-midi-linho',
    publicUrl: 'https://pagar.lojaaurora.com.br',
  },
  ...watchNavigation,
} satisfies Meta<typeof LinkDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    untouched: (api) => [api.links.getBySlug, api.links.totals, api.transactions.list],
  },
  pending: 'Carregando o link',
  error: { text: 'Não foi possível carregar o link', retry: (api) => api.links.getBySlug },
})

const DRESS = 'Vestido midi linho — peça única'

/** The sold-out dress as any level sees it: price, address, QR code, totals, its one payment. */
async function expectDress({ canvas }: PlayContext) {
  await expect(await canvas.findByRole('heading', { level: 1, name: DRESS })).toBeVisible()
  await expect(canvas.getByText('Esgotado')).toBeVisible()
  await expect(
    canvas.getByText('R$ 259,90', { selector: '[data-slot="link-price"]' }),
  ).toBeVisible()
  await expect(canvas.getByRole('textbox', { name: 'Endereço público' })).toHaveValue(
    'https://pagar.lojaaurora.com.br/pay/vestido-midi-linho',
  )
  await expect(canvas.getByRole('img', { name: `QR code do link ${DRESS}` })).toBeVisible()
  const totals = await canvas.findByText('Recebido', { selector: 'dt' })
  await expect(totals.nextElementSibling).toHaveTextContent('R$ 259,90')
  const payments = within(await canvas.findByRole('list', { name: 'Pagamentos do link' }))
  const payment = payments.getByRole('link', { name: /#4822/ })
  await expect(payment).toHaveAttribute('href', '/101/payments/transactions/4822')
  await expect(payments.getAllByRole('listitem')).toHaveLength(1)
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read level: everything, and no way to change it. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectDress(context)
    await expect(context.canvas.getByText(/mas não alterá-lo/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Editar', 'Duplicar', 'Desativar', 'Excluir')
    await expect(context.canvas.getByRole('button', { name: 'Copiar endereço' })).toBeVisible()
  },
}

/** Write level: the actions; no delete, since a payment went through the link. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectDress(context)
    for (const name of ['Editar', 'Duplicar', 'Desativar']) {
      await expect(context.canvas.getByRole('button', { name })).toBeVisible()
    }
    await expectNoButtons(context.canvas, 'Excluir')
  },
}

/** The copy button puts the public address on the clipboard and says so. */
export const CopyUrl: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · copy address',
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: DRESS })
    const writeText = fn(async (_text: string) => {})
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar endereço' }))
      await expect(writeText).toHaveBeenCalledWith(
        'https://pagar.lojaaurora.com.br/pay/vestido-midi-linho',
      )
      await expect(await canvas.findByText('Endereço copiado.')).toBeVisible()
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard)
    }
  },
}

/** Deactivating asks first; then the link shows as inactive, with "Ativar" instead. */
export const Deactivate: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · deactivate',
  args: { slug: 'tenis-de-corrida' },
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Tênis de corrida' })
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar' }))
    const dialog = await findDialog('Desativar «Tênis de corrida»?', 'alertdialog')
    await expect(apiOf(loaded).links.setActive).not.toHaveBeenCalled()
    await userEvent.click(dialog.getByRole('button', { name: 'Desativar' }))
    await expectCalled(apiOf(loaded).links.setActive, 101, 4, false)
    await expectNotified('Link desativado.')
    await expect(await canvas.findByText('Inativo')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Ativar' })).toBeVisible()
  },
}

/** Duplicating makes a switched-off copy and opens it. */
export const Duplicate: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · duplicate',
  args: { slug: 'tenis-de-corrida' },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Tênis de corrida' })
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicar' }))
    await expectCalled(apiOf(loaded).links.duplicate, 101, 4)
    await expectCalled(navigate, '/101/payments/links/detail/tenis-de-corrida-copia')
    await expectNotified('Cópia criada, desativada até você revisá-la: «Tênis de corrida (cópia)».')
  },
}

/** A link without payments can be deleted, after a confirmation; the list opens. */
export const Delete: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete',
  args: { slug: 'vale-presente-natal' },
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Vale-presente de Natal' })
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }))
    const dialog = await findDialog('Excluir «Vale-presente de Natal»?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }))
    await expectCalled(apiOf(loaded).links.remove, 101, 7)
    await expectCalled(navigate, '/101/payments/links')
  },
}

/** Editing turns the page into the form; saving comes back to the link, changed. */
export const Edit: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · edit',
  args: { slug: 'tenis-de-corrida' },
  play: endAtTop(async ({ canvas, loaded }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Tênis de corrida' })
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }))
    const form = within(await canvas.findByRole('form', { name: 'Editar Tênis de corrida' }))
    const price = form.getByRole('textbox', { name: 'Valor obrigatório' })
    await expect(price).toHaveValue('320,00')
    // A stored link keeps its address while the title changes.
    await userEvent.type(form.getByRole('textbox', { name: 'Título obrigatório' }), ' leve')
    await expect(form.getByRole('textbox', { name: /^Endereço do link/ })).toHaveValue(
      'tenis-de-corrida',
    )
    await userEvent.clear(price)
    await userEvent.type(price, '299,90')
    await userEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))
    await waitFor(() =>
      expect(apiOf(loaded).links.update).toHaveBeenCalledWith(
        101,
        4,
        expect.objectContaining({ title: 'Tênis de corrida leve', amount_cents: 29_990 }),
      ),
    )
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tênis de corrida leve' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('R$ 299,90', { selector: '[data-slot="link-price"]' }),
    ).toBeVisible()
  }),
}

/** An address no link has: said plainly, with the way back to the list. */
export const NotFound: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · not found',
  args: { slug: 'nao-existe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Link não encontrado' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ver os links' })).toHaveAttribute(
      'href',
      '/101/payments/links',
    )
  },
}

/** A phone: the page in one column, the QR code under the address. */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'Write · mobile',
  play: async (context) => {
    await expectDress(context)
  },
}
