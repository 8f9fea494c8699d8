import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  callCount,
  chooseImportFile,
  csvFile,
  expectCalled,
  expectNotified,
  findDialog,
  onPhone,
  openDialog,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { RedirectsScreen } from './RedirectsScreen.tsx'

const meta = {
  title: 'Layout/Redirects',
  component: RedirectsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof RedirectsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos redirecionamentos',
    title: 'Redirecionamentos',
    untouched: (api) => [api.storefrontRedirects.list, api.storefrontRedirects.test],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Nova regra' })],
  },
  pending: 'Carregando regras',
  error: {
    text: 'Não foi possível carregar as regras',
    retry: (api) => api.storefrontRedirects.list,
  },
  empty: 'Nenhuma regra de redirecionamento ainda.',
})

const readOnlyNote = /Você pode consultar e testar as regras/

async function table({ canvas }: Pick<PlayContext, 'canvas'>) {
  return within(await canvas.findByRole('table', { name: 'Regras de redirecionamento' }))
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    await expect(context.canvas.getByText(readOnlyNote)).toBeVisible()
    await expect(context.canvas.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument()
  },
}

export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.queryByText(readOnlyNote)).not.toBeInTheDocument()
    await expect(context.canvas.getAllByRole('button', { name: 'Nova regra' }).length).toBe(2)
  },
}

/** Read level: the rules as text (no switch, no edit or delete), the help, the tester. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    const rows = await table(context)
    await expect(await rows.findByText('/blog/*')).toBeVisible()
    await expect(rows.queryByRole('switch')).not.toBeInTheDocument()
    await expect(rows.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument()
    await expect(context.canvas.getByText(readOnlyNote)).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'Testar' })).toBeVisible()
  },
}

/** Write level: every rule with its switch, edit and delete; the sample's 302 and inactive rule. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    const rows = await table(context)
    await expect(await rows.findByText('/blog/*')).toBeVisible()
    await expect(
      rows.getByRole('switch', { name: 'Regra de /black-friday ativa' }),
    ).not.toBeChecked()
    await expect(rows.getByRole('switch', { name: 'Regra de /blog/* ativa' })).toBeChecked()
    await expect(context.canvas.queryByText(readOnlyNote)).not.toBeInTheDocument()
    await expectCalled(apiOf(context.loaded).storefrontRedirects.list, 101, expect.anything())
  },
}

/** A new rule is saved and shows in the list. */
export const CreateRule: Story = {
  ...matrix.WriteSuccess,
  name: 'Write: create a rule',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async (context) => {
    await table(context)
    const dialog = await openDialog(context.canvas, 'Nova regra')
    await userEvent.type(dialog.getByLabelText(/Endereço de origem/), '/inverno')
    await userEvent.type(dialog.getByLabelText(/Destino/), '/colecoes/inverno')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar regra' }))
    await expectCalled(
      apiOf(context.loaded).storefrontRedirects.create,
      101,
      expect.objectContaining({ from_path: '/inverno', to: '/colecoes/inverno', status: 301 }),
    )
    await expectNotified('Regra de /inverno salva.')
    await waitFor(() =>
      expect(callCount(apiOf(context.loaded).storefrontRedirects.list)).toBeGreaterThan(1),
    )
  },
}

/** A rule that would loop is refused on the target's field, naming the chain; nothing is saved. */
export const LoopRefused: Story = {
  ...matrix.WriteSuccess,
  name: 'Write: a loop is refused',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async (context) => {
    await table(context)
    const dialog = await openDialog(context.canvas, 'Nova regra')
    // The sample has /promocao → /ofertas: /ofertas → /promocao closes the loop.
    await userEvent.type(dialog.getByLabelText(/Endereço de origem/), '/ofertas')
    await userEvent.type(dialog.getByLabelText(/Destino/), '/promocao')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar regra' }))
    await expect(
      await dialog.findByText(
        'Esta regra criaria um laço de redirecionamentos: /ofertas → /promocao → /ofertas. Mude o destino.',
      ),
    ).toBeVisible()
    await expect(dialog.getByLabelText(/Destino/)).toHaveAttribute('aria-invalid', 'true')
    await expect(
      apiOf(context.loaded).state.storefrontRedirects.rules.some((r) => r.from_path === '/ofertas'),
    ).toBe(false)
  },
}

/** A chain of 4 hops is saved, and the dialog shows the warning with the chain. */
export const ChainWarned: Story = {
  ...matrix.WriteSuccess,
  name: 'Write: a long chain is warned',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async (context) => {
    await table(context)
    const dialog = await openDialog(context.canvas, 'Nova regra')
    // The sample's chain /colecao-verao → /verao → /colecoes/verao → /colecoes/verao-2026.
    await userEvent.type(dialog.getByLabelText(/Endereço de origem/), '/folheto')
    await userEvent.type(dialog.getByLabelText(/Destino/), '/colecao-verao')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar regra' }))
    const saved = await findDialog('Regra salva, com um aviso')
    await expect(
      saved.getByText('O visitante passa por 4 redirecionamentos seguidos'),
    ).toBeVisible()
    const chain = within(saved.getByRole('list', { name: 'Cadeia de redirecionamentos' }))
    await expect(chain.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '/folheto',
      '→/colecao-verao',
      '→/verao',
      '→/colecoes/verao',
      '→/colecoes/verao-2026',
    ])
    await userEvent.click(saved.getByRole('button', { name: 'Entendi' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(
      apiOf(context.loaded).state.storefrontRedirects.rules.some((r) => r.from_path === '/folheto'),
    ).toBe(true)
  },
}

/** The tester shows the rule hit, the chain followed and where it ends. */
export const Tester: Story = {
  ...matrix.ReadSuccess,
  name: 'Read: the tester',
  play: async (context) => {
    const { canvas } = context
    await table(context)
    await userEvent.type(
      canvas.getByLabelText(/Endereço a testar/),
      'https://loja.com.br/Blog/dicas?utm_source=x',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Testar' }))
    await expect(
      await canvas.findByText('Vai para /novidades/dicas?utm_source=x (301 permanente)'),
    ).toBeVisible()
    await userEvent.clear(canvas.getByLabelText(/Endereço a testar/))
    await userEvent.type(canvas.getByLabelText(/Endereço a testar/), '/sobre')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar' }))
    await expect(
      await canvas.findByText('Nenhuma regra para este endereço: a loja o abre normalmente.'),
    ).toBeVisible()
  },
}

/** The import's check lists each problem by line (a loop with the store's rules too). */
export const ImportDryRun: Story = {
  ...matrix.WriteSuccess,
  name: 'Write: import check',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async (context) => {
    await table(context)
    await userEvent.click(context.canvas.getByRole('button', { name: 'Importar' }))
    await chooseImportFile(
      csvFile('regras.csv', [
        'de;para;status',
        '/ofertas;/promocao;301',
        '/nova;/velha;307',
        '/x;/y;302',
      ]),
    )
    const dialog = await findDialog('Resultado da verificação')
    const problems = within(dialog.getByRole('region', { name: /Problemas encontrados/ }))
    await expect(
      await problems.findByText(/laço de redirecionamentos: \/ofertas → \/promocao/),
    ).toBeVisible()
    await expect(problems.getByText('Use 301 (permanente) ou 302 (temporário).')).toBeVisible()
    await expect(dialog.queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument()
    await expectCalled(
      apiOf(context.loaded).storefrontRedirects.importCsv,
      101,
      expect.anything(),
      expect.objectContaining({ dryRun: true }),
    )
  },
}

/** Delete asks first, then the rule is gone. */
export const DeleteRule: Story = {
  ...matrix.WriteSuccess,
  name: 'Write: delete a rule',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async (context) => {
    const rows = await table(context)
    await userEvent.click(await rows.findByRole('button', { name: 'Excluir a regra de /app' }))
    const confirm = await findDialog('Excluir esta regra?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir regra' }))
    await expectCalled(apiOf(context.loaded).storefrontRedirects.remove, 101, expect.any(Number))
    await expectNotified('Regra de /app excluída.')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

/** A phone gets cards instead of columns. */
export const WriteSuccessPhone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'Write: on a phone',
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Regras de redirecionamento' }))
    await expect(await list.findByText('/blog/*')).toBeVisible()
  },
}
