import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type CSSProperties, type ReactNode } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { LoadingBar } from './loading-bar.tsx'

/**
 * The bar shows only for loads longer than the throttle (200 ms), eases to about 90% over the
 * duration (2 s) and completes when loading ends. Screenshots are stable: the test run turns
 * transitions off, so a running bar is captured at its 90% resting point.
 */
const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  args: { loading: true },
  decorators: [
    (Story) => (
      <div className="pt-4">
        <p className="text-base text-muted-foreground">
          A barra aparece no topo da página enquanto a próxima tela carrega.
        </p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingBar>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Carregando página' }),
    ).toBeVisible()
  },
}

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument()
  },
}

export const Taller: Story = {
  args: { height: 6 },
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar')
  },
}

function Navigation() {
  const [loading, setLoading] = useState(false)
  return (
    <div className="flex gap-2 pt-4">
      <Button onClick={() => setLoading(true)} disabled={loading}>
        Abrir pedidos
      </Button>
      <Button variant="secondary" onClick={() => setLoading(false)} disabled={!loading}>
        Concluir carregamento
      </Button>
      <LoadingBar loading={loading} />
    </div>
  )
}

/** Start a slow load, watch the bar appear, finish it: the bar completes and fades away. */
export const StartAndFinish: Story = {
  render: () => <Navigation />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir pedidos' }))
    const bar = await canvas.findByRole('progressbar')
    await expect(bar).toHaveAttribute('data-state', 'running')
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir carregamento' }))
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'))
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument())
  },
}

function Frame({
  label,
  style,
  children,
}: {
  label: string
  style?: CSSProperties
  children: ReactNode
}) {
  return (
    <figure className="grid gap-2">
      <div
        className="relative h-20 overflow-hidden rounded-lg border border-border bg-surface"
        style={style}
      >
        {children}
      </div>
      <figcaption className="text-sm text-muted-foreground">{label}</figcaption>
    </figure>
  )
}

/** Each bar is pinned inside its own frame here (the real one is fixed to the page top). */
export const Catalogue: Story = {
  render: () => (
    <div className="grid max-w-3xl grid-cols-3 gap-4 pt-4">
      <Frame label="Padrão: 3 px, cor da marca">
        <LoadingBar loading className="absolute" />
      </Frame>
      <Frame label="height=6">
        <LoadingBar loading height={6} className="absolute" />
      </Frame>
      <Frame
        label="Marca de revenda"
        style={{ '--vt-brand': 'oklch(0.6 0.15 160)' } as CSSProperties}
      >
        <LoadingBar loading className="absolute" />
      </Frame>
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('progressbar')).toHaveLength(3))
  },
}
