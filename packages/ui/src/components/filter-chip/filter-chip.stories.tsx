import { useState, type ComponentProps } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { FilterChip } from './filter-chip.tsx'

const meta = {
  title: 'Primitives/FilterChip',
  component: FilterChip,
  args: { label: 'Etiqueta', value: 'vip', onRemove: fn() },
} satisfies Meta<typeof FilterChip>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const LabelOnly: Story = { args: { label: 'Com compras', value: undefined } }
export const Small: Story = { args: { size: 'sm' } }
export const Disabled: Story = { args: { disabled: true } }
export const LongValue: Story = {
  render: (args) => (
    <div className="w-56">
      <FilterChip {...args} value="clientes-do-atacado-regiao-sudeste" />
    </div>
  ),
}

/**
 * As in a list of filters, the chip goes once removed: the page then shows the filters left (here
 * none), not a chip still under the pointer.
 */
function RemovableChip(args: ComponentProps<typeof FilterChip>) {
  const [shown, setShown] = useState(true)
  return shown ? (
    <FilterChip
      {...args}
      onRemove={() => {
        args.onRemove?.()
        setShown(false)
      }}
    />
  ) : (
    <p>Nenhum filtro aplicado.</p>
  )
}

export const Remove: Story = {
  render: (args) => <RemovableChip {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Etiqueta: vip' }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
    await expect(await canvas.findByText('Nenhum filtro aplicado.')).toBeVisible()
  },
}

export const RemoveWithKeyboard: Story = {
  render: (args) => <RemovableChip {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Remover filtro Etiqueta: vip' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRemove).toHaveBeenCalledOnce()
    await expect(await canvas.findByText('Nenhum filtro aplicado.')).toBeVisible()
  },
}

function ChipRow() {
  const [chips, setChips] = useState([
    { label: 'Etiqueta', value: 'vip' },
    { label: 'Cadastro', value: 'de 01/11/2026 a 20/11/2026' },
    { label: 'Com compras' },
  ])
  return (
    <ul aria-label="Filtros aplicados" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <FilterChip
            {...chip}
            onRemove={() => setChips((all) => all.filter((other) => other !== chip))}
          />
        </li>
      ))}
    </ul>
  )
}

/** A row of chips as a list shows them; each one goes away on its own. */
export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-4">
      <ChipRow />
      <div className="flex flex-wrap gap-2">
        <FilterChip size="sm" label="Etiqueta" value="atacado" onRemove={() => {}} />
        <FilterChip label="Sem compras" onRemove={() => {}} disabled />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Filtros aplicados' })
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Com compras' }))
    await expect(list.querySelectorAll('li')).toHaveLength(2)
    await expect(canvas.queryByText('Com compras')).toBeNull()
  },
}
