import type { Meta, StoryObj } from '@storybook/react-vite'
import { CreditCard, Landmark, QrCode } from 'lucide-react'
import { expect, userEvent } from 'storybook/test'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx'

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'transactional' },
  render: (args) => (
    <Tabs className="max-w-xl" {...args}>
      <TabsList aria-label="Grupos de e-mail">
        <TabsTrigger value="transactional">Transacionais</TabsTrigger>
        <TabsTrigger value="smtp">SMTP</TabsTrigger>
        <TabsTrigger value="recover">Recuperação</TabsTrigger>
      </TabsList>
      <TabsContent value="transactional">
        Pedido recebido, pagamento aprovado, nota fiscal emitida e pedido em transporte.
      </TabsContent>
      <TabsContent value="smtp">Servidor de envio próprio para os e-mails da loja.</TabsContent>
      <TabsContent value="recover">
        Lembretes de carrinho abandonado e de pagamento pendente.
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SwitchWithPointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'SMTP' }))
    await expect(canvas.getByRole('tab', { name: 'SMTP' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Servidor de envio próprio')
  },
}

/** Arrow keys move between tabs (and select them); Tab moves on into the panel. */
export const SwitchWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Transacionais' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    const recover = canvas.getByRole('tab', { name: 'Recuperação' })
    await expect(recover).toHaveFocus()
    await expect(recover).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('carrinho abandonado')
  },
}

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs className="max-w-xl" {...args} defaultValue="balance">
      <TabsList aria-label="Carteira">
        <TabsTrigger value="balance">Saldo</TabsTrigger>
        <TabsTrigger value="suppliers">Fornecedores</TabsTrigger>
        <TabsTrigger value="settings" disabled>
          Habilitar/desabilitar
        </TabsTrigger>
      </TabsList>
      <TabsContent value="balance">Saldo disponível: R$ 3.210,00</TabsContent>
      <TabsContent value="suppliers">Nenhum fornecedor.</TabsContent>
      <TabsContent value="settings">—</TabsContent>
    </Tabs>
  ),
}

export const Vertical: Story = {
  render: (args) => (
    <Tabs className="max-w-xl" {...args} defaultValue="pix" orientation="vertical">
      <TabsList aria-label="Formas de pagamento">
        <TabsTrigger value="pix">
          <QrCode aria-hidden="true" />
          Pix
        </TabsTrigger>
        <TabsTrigger value="card">
          <CreditCard aria-hidden="true" />
          Cartão
        </TabsTrigger>
        <TabsTrigger value="billet">
          <Landmark aria-hidden="true" />
          Boleto
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pix" className="px-4">
        Aprovação imediata, sem taxa para o comprador.
      </TabsContent>
      <TabsContent value="card" className="px-4">
        Até 12 parcelas.
      </TabsContent>
      <TabsContent value="billet" className="px-4">
        Compensação em até 3 dias úteis.
      </TabsContent>
    </Tabs>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid max-w-xl gap-8">
      {(['md', 'sm'] as const).map((size) => (
        <Tabs key={size} defaultValue="project">
          <TabsList aria-label={`Configurações do layout (${size})`}>
            <TabsTrigger size={size} value="project">
              Projeto
            </TabsTrigger>
            <TabsTrigger size={size} value="catalog">
              Catálogo
            </TabsTrigger>
            <TabsTrigger size={size} value="disabled" disabled>
              Indisponível
            </TabsTrigger>
          </TabsList>
          <TabsContent value="project">Tamanho {size}.</TabsContent>
          <TabsContent value="catalog">Catálogo.</TabsContent>
          <TabsContent value="disabled">—</TabsContent>
        </Tabs>
      ))}
    </div>
  ),
}
