import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx'

function Menu({ onDelete = () => {} }: { onDelete?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Ações</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={<svg data-testid="icon" />}>Editar</DropdownMenuItem>
        <DropdownMenuItem tone="destructive" onSelect={onDelete}>
          Excluir
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

describe('DropdownMenu', () => {
  it('opens from the keyboard on the first item', async () => {
    const screen = await render(<Menu />)
    screen.getByRole('button', { name: 'Ações' }).element().focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('menuitem', { name: 'Editar' })).toHaveFocus()
  })

  it('runs the chosen item and closes', async () => {
    const onDelete = vi.fn()
    const screen = await render(<Menu onDelete={onDelete} />)
    await screen.getByRole('button', { name: 'Ações' }).click()
    await page.getByRole('menuitem', { name: 'Excluir' }).click()
    expect(onDelete).toHaveBeenCalledOnce()
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
  })

  it('marks destructive items and hides item icons from screen readers', async () => {
    const screen = await render(<Menu />)
    await screen.getByRole('button', { name: 'Ações' }).click()
    await expect
      .element(page.getByRole('menuitem', { name: 'Excluir' }))
      .toHaveAttribute('data-tone', 'destructive')
    const icon = page.getByTestId('icon').element()
    expect(icon.closest('[aria-hidden=true]')).not.toBeNull()
    await expect
      .element(page.getByRole('menuitem', { name: 'Editar' }))
      .toHaveAccessibleName('Editar')
  })

  it('toggles checkbox items', async () => {
    const onCheckedChange = vi.fn()
    const screen = await render(
      <DropdownMenu>
        <DropdownMenuTrigger>Colunas</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuCheckboxItem checked={false} onCheckedChange={onCheckedChange}>
            Entrega
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    )
    await screen.getByRole('button', { name: 'Colunas' }).click()
    const item = page.getByRole('menuitemcheckbox', { name: 'Entrega' })
    await expect.element(item).toHaveAttribute('aria-checked', 'false')
    await item.click()
    expect(onCheckedChange).toHaveBeenCalledWith(true)
  })
})
