import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  onPhone,
  textsOf,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { CustomerDetailScreen } from './CustomerDetailScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Customers/Detail',
  component: CustomerDetailScreen,
  args: { appId: 101, section: 'customers', customerId: 1, level: 'write' },
  ...watchNavigation,
} satisfies Meta<typeof CustomerDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos clientes',
    untouched: (api) => [api.customers.get, api.customers.activity],
  },
  pending: 'Carregando o cliente',
  error: { text: 'Não foi possível carregar o cliente', retry: (api) => api.customers.get },
})

/** Intl writes "R$" and the amount with a no-break space between them. */
const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s').replace('.', '\\.'))

const card = async (canvasElement: HTMLElement, title: string) =>
  within(
    (await within(canvasElement).findByRole('heading', { level: 2, name: title })).closest(
      '[data-slot="card"]',
    ) as HTMLElement,
  )

/** The value beside a term of a card's list ("Total gasto" → "R$ 1.847,90"). */
const termOf = (scope: ReturnType<typeof within>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

/* Level × state ------------------------------------------------------------------------- */

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess

/** Loading, the way back to the list is already there. */
const pendingWithTrail = (story: typeof matrix.ReadPending): Story => ({
  ...story,
  play: async (context) => {
    await story.play(context)
    await expect(context.canvas.getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/101/customers',
    )
  },
})
export const ReadPending = pendingWithTrail(matrix.ReadPending)
export const WritePending = pendingWithTrail(matrix.WritePending)
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read level: everything visible, nothing to change, and a note saying why. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ana Beatriz Souza' }),
    ).toBeVisible()
    await expect(canvas.getByText(/Você pode ver os dados deste cliente/)).toBeVisible()
    await expect(canvas.getByText('(11) 98765-4321')).toBeVisible()
    await expect(canvas.getByText('Prefere entrega pela manhã.')).toBeVisible()
    await expect(canvas.queryAllByRole('button', { name: /^Editar/ })).toEqual([])
    await expect(canvas.queryAllByRole('button', { name: /^Remover/ })).toEqual([])
    await expect(
      canvas.queryByRole('button', { name: 'Adicionar endereço' }),
    ).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Excluir cliente' })).not.toBeInTheDocument()
  },
}

/** Every card filled: contact, purchases, one address, tags, notes and the timeline. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ana Beatriz Souza' }),
    ).toBeVisible()
    const trail = within(canvas.getByRole('navigation', { name: 'Trilha de navegação' }))
    await expect(trail.getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/101/customers',
    )
    await expect(trail.getByText('Ana Beatriz Souza')).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByText('Pessoa física (CPF)')).toBeInTheDocument()

    const overview = await card(canvasElement, 'Visão geral')
    await expect(overview.getByText('295.379.955-93')).toBeVisible()
    await expect(overview.getByText('12/04/1990')).toBeVisible()
    await expect(termOf(overview, 'Total gasto')).toHaveTextContent(money('R$ 1.847,90'))
    await expect(termOf(overview, 'Última compra')).toHaveTextContent('18/11/2026, 11:20')
    await expect(termOf(overview, 'Compras')).toHaveTextContent('7')

    const addresses = await card(canvasElement, 'Endereços')
    await expect(addresses.getByText('CEP 01310-100', { exact: false })).toBeVisible()

    const activity = await card(canvasElement, 'Atividade')
    const entries = within(activity.getByRole('list')).getAllByRole('listitem')
    await expect(entries).toHaveLength(3)
    // Newest first.
    await expect(entries[0]).toHaveTextContent('Marina Costa alterou o cliente «Ana Beatriz Souza»')
    await expect(entries[2]).toHaveTextContent('criou o cliente')
    await userEvent.click(within(entries[0]!).getByRole('button', { name: 'Ver alterações' }))
    const changes = within(activity.getByRole('table', { name: 'Campos alterados' }))
    await expect(changes.getByRole('row', { name: /Telefone/ })).toHaveTextContent(
      'Telefone(11) 91234-5678(11) 98765-4321',
    )
    await expect(changes.getByRole('row', { name: /Etiquetas/ })).toHaveTextContent(
      'Etiquetasvipvip, newsletter',
    )
  },
}

/** Another id, or a customer deleted meanwhile: said plainly, with the way back to the list. */
export const WriteNotFound: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · not found',
  args: { customerId: 999 },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Cliente não encontrado' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Voltar para a lista de clientes' }),
    ).toHaveAttribute('href', '/101/customers')
    // Asking again would not bring it back.
    await expect(apiOf(loaded).customers.get).toHaveBeenCalledTimes(1)
  },
}

/* Sections and viewports ---------------------------------------------------------------- */

async function expectTrail(
  canvasElement: HTMLElement,
  section: string,
  listHref: string,
  name: string,
) {
  const canvas = within(canvasElement)
  await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible()
  const trail = within(canvas.getByRole('navigation', { name: 'Trilha de navegação' }))
  await expect(textsOf(trail.getAllByRole('listitem'))).toEqual([section, 'Clientes', name])
  await expect(trail.getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', listHref)
  await expect(trail.getByText(name)).toHaveAttribute('aria-current', 'page')
}

/** A company with an alphanumeric CNPJ (since July 2026), seen from e-commerce. */
export const EcommerceSection: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · e-commerce section',
  args: { section: 'ecommerce', customerId: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expectTrail(
      canvasElement,
      'E-commerce',
      '/101/ecommerce/customers',
      'Comercial Aurora Ltda',
    )
    await expect(canvas.getByText('Pessoa jurídica (CNPJ)')).toBeInTheDocument()
    await expect(canvas.getByText('12.ABC.345/01DE-35')).toBeVisible()
  },
}

export const PaymentsSection: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · payments section',
  args: { section: 'payments', customerId: 2 },
  play: ({ canvasElement }) =>
    expectTrail(canvasElement, 'Pagamentos', '/101/payments/customers', 'Bruno Henrique Lima'),
}

export const RecurrenceSection: Story = {
  ...matrix.ReadSuccess,
  name: 'Read · recurrence section',
  args: { section: 'recurrence', customerId: 4 },
  play: ({ canvasElement }) =>
    expectTrail(canvasElement, 'Recorrência', '/101/recurrence/customers', 'Débora Nascimento'),
}

/** A phone's width (375 px): the cards stack in one column. */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · mobile',
  ...onPhone(matrix.WriteSuccess),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ana Beatriz Souza' }),
    ).toBeVisible()
    await expect(window.innerWidth).toBe(375)
    const overview = canvas.getByRole('heading', { level: 2, name: 'Visão geral' })
    const tags = canvas.getByRole('heading', { level: 2, name: 'Etiquetas' })
    // One column: the side cards come after the main ones, not beside them.
    await expect(tags.getBoundingClientRect().top).toBeGreaterThan(
      overview.getBoundingClientRect().bottom,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  },
}

/* Edit in place ------------------------------------------------------------------------- */

/** The phone goes through its mask; the update sends digits only and the card reads it back. */
export const EditContact: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · edit contact',
  play: async ({ canvas, canvasElement, loaded }) => {
    const overview = await card(canvasElement, 'Visão geral')
    await userEvent.click(overview.getByRole('button', { name: 'Editar contato' }))
    const form = within(canvas.getByRole('form', { name: 'Editar contato' }))
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveFocus())
    const phone = form.getByRole('textbox', { name: 'Telefone' })
    await expect(phone).toHaveValue('(11) 98765-4321')
    await userEvent.clear(phone)
    await userEvent.type(phone, '21934567890')
    await expect(phone).toHaveValue('(21) 93456-7890')
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }))

    const api = apiOf(loaded)
    await expectCalled(
      api.customers.update,
      101,
      1,
      expect.objectContaining({
        phone: '21934567890',
        document: '29537995593',
        name: 'Ana Beatriz Souza',
        // The other cards' data go along unchanged.
        tags: ['vip', 'newsletter'],
        notes: 'Prefere entrega pela manhã.',
      }),
    )
    await expectNotified('Dados de contato salvos.')
    await expect(await overview.findByText('(21) 93456-7890')).toBeVisible()
    await expect(api.state.customers.customers[0]?.phone).toBe('21934567890')
    await waitFor(() =>
      expect(overview.getByRole('button', { name: 'Editar contato' })).toHaveFocus(),
    )
    // The timeline asks again for its newest page, where the change now is.
    await waitFor(() => expect(api.customers.activity).toHaveBeenCalledTimes(2))
  },
}

/** 409: the e-mail belongs to another customer. The message shows on the field; nothing saved. */
export const EditContactConflict: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · e-mail taken',
  play: async ({ canvas, canvasElement, loaded }) => {
    const overview = await card(canvasElement, 'Visão geral')
    await userEvent.click(overview.getByRole('button', { name: 'Editar contato' }))
    const form = within(canvas.getByRole('form', { name: 'Editar contato' }))
    const email = form.getByRole('textbox', { name: 'E-mail' })
    await userEvent.clear(email)
    await userEvent.type(email, 'bruno.lima@exemplo.com.br')
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Já existe um cliente com este e-mail\.$/),
    )
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(apiOf(loaded).state.customers.customers[0]?.email).toBe('ana.souza@exemplo.com.br')
  },
}

/** Tags through the tag input; then notes typed and dropped with Escape. */
export const EditTagsAndNotes: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · edit tags, cancel notes',
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded)
    const tags = await card(canvasElement, 'Etiquetas')
    await userEvent.click(tags.getByRole('button', { name: 'Editar etiquetas' }))
    // A combobox: the store's tags are offered while typing.
    const input = await tags.findByRole('combobox', { name: 'Etiquetas' })
    await waitFor(() => expect(input).toHaveFocus())
    await userEvent.type(input, 'Aniversariante{Enter}')
    await userEvent.click(tags.getByRole('button', { name: 'Remover a etiqueta newsletter' }))
    await userEvent.click(tags.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      api.customers.update,
      101,
      1,
      expect.objectContaining({ tags: ['vip', 'aniversariante'] }),
    )
    await expectNotified('Etiquetas salvas.')
    const shown = within(await tags.findByRole('list', { name: 'Etiquetas do cliente' }))
    await expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'vip',
      'aniversariante',
    ])

    const notes = await card(canvasElement, 'Observações')
    await userEvent.click(notes.getByRole('button', { name: 'Editar observações' }))
    const text = notes.getByRole('textbox', { name: 'Observações' })
    await userEvent.type(text, ' Ligar antes.')
    await userEvent.keyboard('{Escape}')
    await expect(notes.queryByRole('textbox')).not.toBeInTheDocument()
    await expect(notes.getByText('Prefere entrega pela manhã.')).toBeVisible()
    await waitFor(() =>
      expect(notes.getByRole('button', { name: 'Editar observações' })).toHaveFocus(),
    )
    await expect(api.customers.update).toHaveBeenCalledTimes(1)
  },
}

/** A known CEP fills the address and moves on to "Número"; the new address is saved. */
export const PostalCodeAutofill: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · CEP autofill',
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded)
    const addresses = await card(canvasElement, 'Endereços')
    await userEvent.click(addresses.getByRole('button', { name: 'Adicionar endereço' }))
    const form = within(addresses.getByRole('form', { name: 'Novo endereço' }))
    const cep = form.getByRole('textbox', { name: /^CEP/ })
    await waitFor(() => expect(cep).toHaveFocus())
    await userEvent.type(cep, '01310100')
    await expect(cep).toHaveValue('01310-100')

    const number = form.getByRole('textbox', { name: /^Número/ })
    await waitFor(() => expect(number).toHaveFocus())
    await expect(api.customers.lookupPostalCode).toHaveBeenCalledWith('01310100')
    await expect(form.getByRole('textbox', { name: /^Logradouro/ })).toHaveValue('Avenida Paulista')
    await expect(form.getByRole('textbox', { name: /^Bairro/ })).toHaveValue('Bela Vista')
    await expect(form.getByRole('textbox', { name: /^Cidade/ })).toHaveValue('São Paulo')
    await expect(form.getByRole('combobox', { name: /^UF/ })).toHaveValue('SP')
    // The service's "complement" is a range of numbers, not the customer's: left empty.
    await expect(form.getByRole('textbox', { name: 'Complemento' })).toHaveValue('')
    await expect(cep).toHaveAccessibleDescription(
      'Endereço encontrado. Confira e informe o número.',
    )

    await userEvent.type(number, '900')
    await userEvent.type(form.getByRole('textbox', { name: /^Nome do endereço/ }), 'Trabalho')
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      api.customers.update,
      101,
      1,
      expect.objectContaining({
        addresses: [
          expect.objectContaining({ label: 'Casa', postal_code: '01310100' }),
          {
            label: 'Trabalho',
            postal_code: '01310100',
            street: 'Avenida Paulista',
            number: '900',
            complement: null,
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
        ],
      }),
    )
    await expectNotified('Endereço adicionado.')
    await expect(await addresses.findByText('Trabalho')).toBeVisible()

    // The same CEP again is answered from the cache, without a second lookup.
    await userEvent.click(addresses.getByRole('button', { name: 'Adicionar endereço' }))
    const again = within(addresses.getByRole('form', { name: 'Novo endereço' }))
    await userEvent.type(again.getByRole('textbox', { name: /^CEP/ }), '01310100')
    await waitFor(() =>
      expect(again.getByRole('textbox', { name: /^Logradouro/ })).toHaveValue('Avenida Paulista'),
    )
    await expect(api.customers.lookupPostalCode).toHaveBeenCalledTimes(1)
  },
}

/** An unknown CEP (or a failed lookup) reads "not found"; the fields stay open to be typed. */
export const PostalCodeNotFound: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · CEP not found',
  play: async ({ canvasElement, loaded }) => {
    const addresses = await card(canvasElement, 'Endereços')
    await userEvent.click(addresses.getByRole('button', { name: 'Editar o endereço «Casa»' }))
    const form = within(addresses.getByRole('form', { name: 'Editar o endereço «Casa»' }))
    const cep = form.getByRole('textbox', { name: /^CEP/ })
    await userEvent.clear(cep)
    await userEvent.type(cep, '99999999')
    await waitFor(() =>
      expect(cep).toHaveAccessibleDescription('CEP não encontrado. Preencha o endereço.'),
    )
    await expect(apiOf(loaded).customers.lookupPostalCode).toHaveBeenCalledWith('99999999')
    // Nothing was filled in or locked: the address is the user's to type.
    const street = form.getByRole('textbox', { name: /^Logradouro/ })
    await expect(street).toHaveValue('Avenida Paulista')
    await expect(street).toBeEnabled()
    await userEvent.clear(street)
    await userEvent.type(street, 'Rua Nova')
    await expect(street).toHaveValue('Rua Nova')
  },
}

/* Delete -------------------------------------------------------------------------------- */

/** A customer with purchases stays: the server's reason shows in the dialog. */
export const DeleteRefused: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete refused',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir cliente' }))
    const dialog = await findDialog('Excluir o cliente «Ana Beatriz Souza»?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir cliente' }))
    // Found again at each try: the dialog renders again when the refusal arrives.
    await waitFor(() =>
      expect(
        dialog.getByText(/Este cliente tem compras ou assinaturas e não pode ser excluído/),
      ).toBeVisible(),
    )
    const api = apiOf(loaded)
    await expect(api.customers.remove).toHaveBeenCalledWith(101, 1)
    await expect(api.state.customers.customers.map((item) => item.id)).toContain(1)
    await expect(navigate).not.toHaveBeenCalled()
  },
}

/** A customer without purchases goes, and the page goes back to the section's list. */
export const DeleteAllowed: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete',
  args: { section: 'payments', customerId: 4 },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir cliente' }))
    const dialog = await findDialog('Excluir o cliente «Débora Nascimento»?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir cliente' }))
    await expectCalled(navigate, '/101/payments/customers')
    const api = apiOf(loaded)
    await expect(api.customers.remove).toHaveBeenCalledWith(101, 4)
    await expect(api.state.customers.customers.map((item) => item.id)).not.toContain(4)
    await expectNotified('Cliente «Débora Nascimento» excluído.')
  },
}
