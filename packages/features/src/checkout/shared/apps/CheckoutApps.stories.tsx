import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import type { PublicCheckoutApps } from '@vitrine/api'
import { samplePublicLinks, samplePublicPayments } from '@vitrine/api/fixture'
import { onPhone } from '../../../testing/story-context.ts'
import { PayScreen } from '../../pay/PayScreen.tsx'

/*
 * The checkout apps on a link's public page (`/pay/{slug}`), rendered by the page itself: the
 * WhatsApp button and the order bump as payers see them, and the analytics tags' events.
 */

const withApps = (apps: PublicCheckoutApps) => ({
  checkout: {
    links: samplePublicLinks.map((link) =>
      link.slug === 'camiseta-organica' ? { ...link, checkout: { ...link.checkout, apps } } : link,
    ),
    payments: samplePublicPayments,
    keys: {},
    captures: [],
  },
})

const NONE: PublicCheckoutApps = { ga4: null, meta_pixel: null, whatsapp: null, order_bump: null }

const meta = {
  title: 'Checkout/Pay/Checkout apps',
  component: PayScreen,
  args: { slug: 'camiseta-organica', onPaid: fn() },
  ...onPhone({
    parameters: {
      layout: 'fullscreen',
      fixture: {
        state: withApps({
          ...NONE,
          whatsapp: { phone: '5511987654321', message: 'Olá! Tenho uma dúvida.' },
          order_bump: {
            title: 'Embalagem para presente',
            description: 'Papel kraft, laço e cartão escrito à mão.',
            price_cents: 990,
          },
        }),
      },
    },
  }),
} satisfies Meta<typeof PayScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The chat button is a link Tab reaches; the bump is unchecked until the payer takes it. */
export const WhatsAppAndOrderBump: Story = {
  play: async ({ canvas }) => {
    const chat = await canvas.findByRole('link', { name: /Fale no WhatsApp/ })
    await expect(chat).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Tenho%20uma%20d%C3%BAvida.',
    )
    await expect(chat).toHaveAttribute('target', '_blank')
    chat.focus()
    await expect(chat).toHaveFocus()
    const bump = canvas.getByRole('checkbox', { name: /Sim, quero Embalagem para presente/ })
    await expect(bump).not.toBeChecked()
    await expect(canvas.getByText('+ R$ 9,90')).toBeVisible()
    await userEvent.click(bump)
    await expect(bump).toBeChecked()
  },
}

interface TagWindow {
  dataLayer?: unknown[][]
  fbq?: { queue?: unknown[][] }
}

/**
 * GA4 and the Meta pixel: the page adds their scripts (no inline script) and queues the
 * "checkout opened" events with the link's price in reais.
 */
export const AnalyticsTags: Story = {
  parameters: {
    fixture: {
      state: withApps({
        ...NONE,
        ga4: { measurement_id: 'G-AB12CD34' },
        meta_pixel: { pixel_id: '123456789012345' },
      }),
    },
    // No screenshot: the tags' scripts come from outside hosts, out of the test's reach; the
    // play checks what the page does with them.
    visual: false,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Camiseta orgânica' })).toBeVisible()
    const doc = canvasElement.ownerDocument
    await waitFor(() =>
      expect(
        doc.head.querySelector(
          'script[src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34"]',
        ),
      ).not.toBeNull(),
    )
    await expect(
      doc.head.querySelector('script[src="https://connect.facebook.net/en_US/fbevents.js"]'),
    ).not.toBeNull()
    const w = doc.defaultView as unknown as TagWindow
    const events = (w.dataLayer ?? []).map((entry) => Array.from(entry))
    await expect(events).toContainEqual(['config', 'G-AB12CD34'])
    await expect(events).toContainEqual([
      'event',
      'begin_checkout',
      { currency: 'BRL', value: 89.9 },
    ])
    await expect(w.fbq?.queue).toContainEqual(['init', '123456789012345'])
    await expect(w.fbq?.queue).toContainEqual([
      'track',
      'InitiateCheckout',
      { currency: 'BRL', value: 89.9 },
    ])
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
  },
}
