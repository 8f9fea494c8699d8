import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx'

function Example({ showCloseButton }: { showCloseButton?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger>Abrir</DialogTrigger>
      <DialogContent showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Editar cupom</DialogTitle>
          <DialogDescription>Altere o desconto.</DialogDescription>
        </DialogHeader>
        <input aria-label="Desconto" />
        <DialogFooter>
          <button type="button">Salvar</button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens a modal named by its title and described by its description', async () => {
    const screen = await render(<Example />)
    const trigger = screen.getByRole('button', { name: 'Abrir' }).element()
    await userEvent.click(trigger)
    const dialog = page.getByRole('dialog', { name: 'Editar cupom' })
    await expect.element(dialog).toHaveAccessibleDescription('Altere o desconto.')
    // Modal: the page behind is hidden from assistive technology while it is open.
    expect(trigger.closest('[aria-hidden=true]')).not.toBeNull()
  })

  it('closes from the "Fechar" button and returns focus to the trigger', async () => {
    const screen = await render(<Example />)
    const trigger = screen.getByRole('button', { name: 'Abrir' })
    await trigger.click()
    await page.getByRole('button', { name: 'Fechar' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()
  })

  it('closes on Escape', async () => {
    const screen = await render(<Example />)
    await screen.getByRole('button', { name: 'Abrir' }).click()
    await expect.element(page.getByRole('dialog')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps keyboard focus inside while open', async () => {
    const screen = await render(<Example />)
    await screen.getByRole('button', { name: 'Abrir' }).click()
    const dialog = page.getByRole('dialog').element()
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('can leave out the corner close button', async () => {
    const screen = await render(<Example showCloseButton={false} />)
    await screen.getByRole('button', { name: 'Abrir' }).click()
    await expect.element(page.getByRole('dialog')).toBeVisible()
    expect(page.getByRole('button', { name: 'Fechar' }).query()).toBeNull()
  })
})
