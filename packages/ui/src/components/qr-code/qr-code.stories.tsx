import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { QrCode } from './qr-code.tsx'

/** A dynamic pix BR Code of R$ 89,90, as the sandbox issues one (its CRC is valid). */
const pixCode =
  '00020101021226740014br.gov.bcb.pix2552pix.vitrine.local/qr/v2/cob/VTR00004819AURORA2026COB520400005303986540589.905802BR5911LOJA AURORA6009SAO PAULO62070503***6304897E'

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: pixCode, label: 'QR code do pix de R$ 89,90', className: 'w-56' },
} satisfies Meta<typeof QrCode>
export default meta
type Story = StoryObj<typeof meta>

export const Pix: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code do pix de R$ 89,90' })).toBeVisible()
  },
}

/** A short address: fewer, larger modules. */
export const Link: Story = {
  args: { value: 'https://vitrine.local/pay/aurora', label: 'QR code do link de pagamento' },
}

/** The same code at the sizes a screen uses: it stays crisp and square. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-6">
      <QrCode {...args} label="QR code pequeno" className="w-24" />
      <QrCode {...args} label="QR code médio" className="w-40" />
      <QrCode {...args} label="QR code grande" className="w-64" />
    </div>
  ),
}

/** On a dark surface the code keeps its white background (readers need the contrast). */
export const OnDarkSurface: Story = {
  render: (args) => (
    <div className="w-fit rounded-lg bg-foreground p-6">
      <QrCode {...args} className="w-48 rounded-md" />
    </div>
  ),
}
