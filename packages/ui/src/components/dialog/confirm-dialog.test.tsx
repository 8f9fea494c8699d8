import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { CONFIRM_DIALOG_FALLBACK_ERROR, ConfirmDialog } from './confirm-dialog.tsx'

function deferred() {
  let resolve: () => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const trigger = <button type="button">Excluir</button>

async function open() {
  await page.getByRole('button', { name: 'Excluir' }).click()
  return page.getByRole('alertdialog', { name: 'Excluir produto?' })
}

describe('ConfirmDialog', () => {
  it('asks, with "Cancelar" focused, and runs the action on confirm', async () => {
    const onConfirm = vi.fn()
    await render(
      <ConfirmDialog
        title="Excluir produto?"
        description="Esta ação não pode ser desfeita."
        confirmLabel="Excluir produto"
        tone="danger"
        onConfirm={onConfirm}
        trigger={trigger}
      />,
    )
    const dialog = await open()
    await expect.element(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.')
    await expect.element(page.getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await page.getByRole('button', { name: 'Excluir produto' }).click()
    expect(onConfirm).toHaveBeenCalledOnce()
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('cancels with Escape without running the action', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    await render(
      <ConfirmDialog
        title="Excluir produto?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        trigger={trigger}
      />,
    )
    const dialog = await open()
    await expect.element(dialog).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('stays open and busy until an asynchronous action resolves', async () => {
    const action = deferred()
    await render(
      <ConfirmDialog
        title="Excluir produto?"
        confirmLabel="Excluir produto"
        onConfirm={() => action.promise}
        trigger={trigger}
      />,
    )
    const dialog = await open()
    const confirm = page.getByRole('button', { name: 'Excluir produto' })
    await confirm.click()
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true')
    await expect.element(page.getByRole('button', { name: 'Cancelar' })).toBeDisabled()

    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()

    action.resolve()
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('stays open and shows the error when the action fails, then lets the user retry', async () => {
    const attempts = [deferred(), deferred()]
    let call = 0
    await render(
      <ConfirmDialog
        title="Excluir produto?"
        confirmLabel="Excluir produto"
        onConfirm={() => attempts[call++]!.promise}
        trigger={trigger}
      />,
    )
    const dialog = await open()
    const confirm = page.getByRole('button', { name: 'Excluir produto' })
    await confirm.click()
    attempts[0]!.reject(new Error('O produto tem pedidos em aberto.'))
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('O produto tem pedidos em aberto.')
    await expect.element(confirm).toBeEnabled()

    await confirm.click()
    await expect.element(dialog.getByRole('alert')).not.toBeInTheDocument()
    attempts[1]!.resolve()
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('says something sensible when the failure carries no message', async () => {
    await render(
      <ConfirmDialog
        title="Excluir produto?"
        confirmLabel="Excluir produto"
        onConfirm={() => Promise.reject('boom')}
        trigger={trigger}
      />,
    )
    const dialog = await open()
    await page.getByRole('button', { name: 'Excluir produto' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(CONFIRM_DIALOG_FALLBACK_ERROR)
  })

  it('forgets an old error when opened again', async () => {
    await render(
      <ConfirmDialog
        title="Excluir produto?"
        confirmLabel="Excluir produto"
        onConfirm={() => Promise.reject(new Error('Falhou.'))}
        trigger={trigger}
      />,
    )
    let dialog = await open()
    await page.getByRole('button', { name: 'Excluir produto' }).click()
    await expect.element(dialog.getByRole('alert')).toBeVisible()
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect.element(dialog).not.toBeInTheDocument()

    dialog = await open()
    await expect.element(dialog).toBeVisible()
    expect(dialog.getByRole('alert').query()).toBeNull()
  })

  it('follows a controlled open state', async () => {
    const onOpenChange = vi.fn()
    const screen = await render(
      <ConfirmDialog
        open={false}
        onOpenChange={onOpenChange}
        title="Excluir produto?"
        onConfirm={() => {}}
      />,
    )
    expect(page.getByRole('alertdialog').query()).toBeNull()
    await screen.rerender(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Excluir produto?"
        onConfirm={() => {}}
      />,
    )
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
    await page.getByRole('button', { name: 'Confirmar' }).click()
    expect(onOpenChange).toHaveBeenCalledWith(false)
    // Still controlled: it only closes when the owner says so.
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
  })
})
