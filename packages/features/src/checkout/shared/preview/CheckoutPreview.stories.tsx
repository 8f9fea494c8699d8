import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DEFAULT_CHECKOUT_SETUP } from '@vitrine/api'
import { sampleCheckoutAppearance } from '@vitrine/api/fixture'
import { apiOf } from '../../../testing/story-context.ts'
import { CheckoutPreview } from './CheckoutPreview.tsx'

const meta = {
  title: 'Checkout/Shared/Preview',
  component: CheckoutPreview,
  args: {
    setup: {
      ...DEFAULT_CHECKOUT_SETUP,
      appearance: { ...sampleCheckoutAppearance, corner_style: 'pill' },
    },
    storeName: 'Loja Exemplo',
  },
  parameters: { fixture: {} },
} satisfies Meta<typeof CheckoutPreview>
export default meta
type Story = StoryObj<typeof meta>

/** The store's look on the sample link; the pay button sends nothing. */
export const Desktop: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const frame = canvas.getByTestId('checkout-preview-frame')
    await expect(frame).toHaveAttribute('data-width', 'desktop')
    const page = frame.firstElementChild as HTMLElement
    await expect(page.style.getPropertyValue('--vt-brand')).toBe('#0f766e')
    await expect(page.style.getPropertyValue('--radius-md')).toBe('9999px')
    await expect(within(frame).getByRole('list', { name: 'Selos de confiança' })).toBeVisible()
    await expect(document.documentElement.style.getPropertyValue('--vt-brand')).toBe('')
    // No icon of the store's in the panel's tab.
    await expect(document.head.querySelector('link[data-checkout-favicon]')).toBeNull()
    const api = apiOf(loaded)
    await expect(api.checkout.charge).not.toHaveBeenCalled()
  },
}

/** The phone's width, chosen with the toggle. */
export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Celular' }))
    await waitFor(() =>
      expect(canvas.getByTestId('checkout-preview-frame')).toHaveAttribute('data-width', 'mobile'),
    )
  },
}
