import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Avatar } from './avatar.tsx'

/** An inline picture, so stories never depend on the network. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#f3c9a8"/>
    <circle cx="32" cy="26" r="12" fill="#8a5a3b"/>
    <rect x="12" y="42" width="40" height="30" rx="16" fill="#2f6f5e"/>
  </svg>`,
)}`

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Maria Souza' },
} satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maria Souza' })).toHaveTextContent('MS')
  },
}

export const WithPhoto: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    await expect(await waitForImage(canvasElement, '[data-slot=avatar-image]')).toBeInstanceOf(
      HTMLImageElement,
    )
  },
}

/** A broken address keeps the initials rather than a broken-image icon. */
export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('MS')).toBeVisible()
  },
}

export const FromEmail: Story = { args: { name: 'joao.pereira@loja.com.br' } }
export const WithoutName: Story = { args: { name: '' } }

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-4">
      {([photo, undefined] as const).map((src) => (
        <div key={src ?? 'initials'} className="flex items-center gap-3">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Avatar key={size} size={size} name="Maria Souza" src={src} />
          ))}
          <Avatar name="" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitForImage(canvasElement, '[data-slot=avatar-image]')
  },
}

/** Radix mounts the image only once it has loaded; wait for it so the screenshot shows it. */
async function waitForImage(root: HTMLElement, selector: string): Promise<Element> {
  return waitFor(() => {
    const image = root.querySelector(selector)
    if (!image) throw new Error('Foto ainda não carregou')
    return image
  })
}
