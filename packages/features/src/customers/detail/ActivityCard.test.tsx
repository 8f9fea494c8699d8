import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import type { AuditEntry, AuditPage } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { NotificationCenterProvider, createNotificationCenter } from '@vitrine/ui'
import { CustomerDetailScreen } from './CustomerDetailScreen.tsx'

const entry = (id: number, at: string, label: string): AuditEntry => ({
  id,
  at,
  app_id: 101,
  actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
  area: 'customers',
  action: 'update',
  entity: 'customer',
  entity_id: '1',
  label,
  changes: { notes: { before: '', after: label } },
})

/** Two pages of the customer's log, the second one after the cursor "p2". */
const pages: Record<string, AuditPage> = {
  first: {
    items: [
      entry(3, '2026-11-20T15:00:00.000Z', 'terceira'),
      entry(2, '2026-11-19T15:00:00.000Z', 'segunda'),
    ],
    next_cursor: 'p2',
  },
  p2: { items: [entry(1, '2026-11-18T15:00:00.000Z', 'primeira')], next_cursor: null },
}

function renderScreen() {
  const api = createFixtureApi()
  const activity = vi.fn(async (_appId: number, _customerId: number, cursor?: string) =>
    structuredClone(pages[cursor ?? 'first']!),
  )
  api.customers = { ...api.customers, activity }
  const screen = render(
    <VitrineProvider api={api}>
      <NotificationCenterProvider center={createNotificationCenter()}>
        <CustomerDetailScreen appId={101} section="customers" customerId={1} level="read" />
      </NotificationCenterProvider>
    </VitrineProvider>,
  )
  return { screen, activity }
}

const timeline = () =>
  [...document.querySelectorAll('ol[aria-label^="Atividades"] > li')].map(
    (item) => item.querySelector('p')?.textContent,
  )

describe('the activity timeline', () => {
  it('loads the next page with the cursor the last one handed back', async () => {
    const { screen: rendered, activity } = renderScreen()
    const screen = await rendered
    const more = screen.getByRole('button', { name: 'Carregar mais' })
    await expect.element(more).toBeVisible()
    expect(timeline()).toEqual([
      'Marina Costa alterou o cliente «terceira»',
      'Marina Costa alterou o cliente «segunda»',
    ])
    expect(activity).toHaveBeenCalledWith(101, 1, undefined)

    await more.click()
    await vi.waitFor(() => expect(timeline()).toHaveLength(3))
    expect(activity).toHaveBeenLastCalledWith(101, 1, 'p2')
    expect(timeline()[2]).toBe('Marina Costa alterou o cliente «primeira»')
    // The last page says there is nothing after it.
    await expect
      .element(screen.getByRole('button', { name: 'Carregar mais' }))
      .not.toBeInTheDocument()
  })

  it('shows a customer’s changes under their Portuguese labels', async () => {
    const { screen: rendered } = renderScreen()
    const screen = await rendered
    await userEvent.click(screen.getByRole('button', { name: 'Ver alterações' }).first())
    await expect
      .element(screen.getByRole('row', { name: /Observações/ }))
      .toHaveTextContent('Observações—terceira')
  })
})
