import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { AuditChanges } from './AuditChanges.tsx'

describe('AuditChanges', () => {
  it('shows each changed field with its value before and after, in columns', async () => {
    await render(
      <AuditChanges
        changes={{
          permissions: { before: { payments: 'read' }, after: { payments: 'write' } },
          roles: { before: ['__seller'], after: [] },
        }}
      />,
    )
    const table = page.getByRole('table', { name: 'Campos alterados' })
    await expect.element(table).toBeVisible()
    const rows = table.getByRole('row')
    // The header row, then one row per change.
    expect(rows.all()).toHaveLength(3)
    await expect.element(rows.nth(0)).toHaveTextContent('CampoAntesDepois')
    const payments = table.getByRole('row', { name: /Permissões · Pagamentos/ })
    await expect.element(payments.getByRole('cell').nth(0)).toHaveTextContent('Leitura')
    await expect.element(payments.getByRole('cell').nth(1)).toHaveTextContent('Edição')
    const roles = table.getByRole('row', { name: /Papéis especiais/ })
    await expect.element(roles.getByRole('cell').nth(0)).toHaveTextContent('Vendedor')
    await expect.element(roles.getByRole('cell').nth(1)).toHaveTextContent('Nenhum')
  })

  it('says so when an entry recorded no fields', async () => {
    await render(<AuditChanges changes={{}} />)
    await expect.element(page.getByText('Nenhum campo alterado foi registrado.')).toBeVisible()
    await expect.element(page.getByRole('table')).not.toBeInTheDocument()
  })
})
