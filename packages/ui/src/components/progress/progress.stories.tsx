import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { Progress } from './progress.tsx'

/**
 * A known amount fills the bar; an unknown one slides a segment (screenshots are taken with
 * animations off, so the segment rests at the start).
 */
const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { label: 'Enviando arquivo', value: 40 },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>
export default meta
type Story = StoryObj<typeof meta>

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Enviando arquivo' })
    await expect(bar).toHaveAttribute('aria-valuenow', '40')
    await expect(bar).toHaveAttribute('aria-valuetext', '40%')
    await expect(canvas.getByText('40%')).toBeVisible()
  },
}

/** Counted work says how much in words, read out instead of a bare percentage. */
export const WithValueText: Story = {
  args: { label: 'Verificando linhas…', value: 1200, max: 5000, valueText: '1.200 de 5.000' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Verificando linhas…' })
    await expect(bar).toHaveAttribute('aria-valuemax', '5000')
    await expect(bar).toHaveAttribute('aria-valuetext', '1.200 de 5.000')
  },
}

export const Indeterminate: Story = {
  args: { label: 'Lendo o arquivo…', value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Lendo o arquivo…' })
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar).toHaveAttribute('data-state', 'indeterminate')
  },
}

export const Complete: Story = {
  args: { label: 'Gravando…', value: 5000, max: 5000, valueText: '5.000 de 5.000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete')
  },
}

export const Small: Story = { args: { size: 'sm', value: 65 } }

/** The label is still the bar's name for screen readers, only hidden from sight. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, value: 70 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Enviando arquivo' })).toBeVisible()
  },
}

function Stepper() {
  const [done, setDone] = useState(0)
  return (
    <div className="grid gap-3">
      <Progress label="Importando clientes" value={done} max={3} valueText={`${done} de 3 lotes`} />
      <Button className="w-fit" onClick={() => setDone((count) => Math.min(3, count + 1))}>
        Próximo lote
      </Button>
    </div>
  )
}

export const Advancing: Story = {
  render: () => <Stepper />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importando clientes' })
    await expect(bar).toHaveAttribute('aria-valuetext', '0 de 3 lotes')
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo lote' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo lote' }))
    await expect(bar).toHaveAttribute('aria-valuenow', '2')
    await expect(bar).toHaveAttribute('aria-valuetext', '2 de 3 lotes')
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-6">
      <Progress label="Sem progresso" value={0} />
      <Progress label="Em andamento" value={40} />
      <Progress label="Com contagem" value={1200} max={5000} valueText="1.200 de 5.000" />
      <Progress label="Quantidade desconhecida" value={null} />
      <Progress label="Concluído" value={100} />
      <Progress label="Pequena" size="sm" value={65} />
    </div>
  ),
}
