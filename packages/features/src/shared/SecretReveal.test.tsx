import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { SecretReveal } from './SecretReveal.tsx'

const SECRET = 'vt_testsecret0001'

function TokenReveal() {
  return (
    <SecretReveal
      secret={SECRET}
      label="Token"
      noun="token"
      warning="Copie agora: este token não será mostrado de novo."
    />
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('SecretReveal', () => {
  it('copies the secret and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await render(<TokenReveal />)
    await expect.element(page.getByRole('textbox', { name: 'Token' })).toHaveValue(SECRET)
    await page.getByRole('button', { name: 'Copiar' }).click()
    expect(writeText).toHaveBeenCalledWith(SECRET)
    await expect.element(page.getByRole('button', { name: 'Copiado' })).toBeVisible()
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Token copiado para a área de transferência.')
  })

  it('selects the secret for a manual copy when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('', 'NotAllowedError'),
    )
    await render(<TokenReveal />)
    await page.getByRole('button', { name: 'Copiar' }).click()
    await expect.element(page.getByRole('status')).toHaveTextContent(/copie com Ctrl\+C/)
    const input = page.getByRole('textbox', { name: 'Token' })
    await expect.element(input).toHaveFocus()
    const element = input.element() as HTMLInputElement
    expect(element.value.slice(element.selectionStart ?? 0, element.selectionEnd ?? 0)).toBe(SECRET)
    // Still offering to try again, not claiming success.
    await expect.element(page.getByRole('button', { name: 'Copiar' })).toBeVisible()
  })
})
