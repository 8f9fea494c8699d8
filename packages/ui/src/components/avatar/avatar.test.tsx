import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Avatar } from './avatar.tsx'

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="teal"/></svg>',
)}`

describe('Avatar', () => {
  it('shows the initials of the name, and is named after the person', async () => {
    const screen = await render(<Avatar name="Maria Souza" />)
    const avatar = screen.getByRole('img', { name: 'Maria Souza' })
    await expect.element(avatar).toHaveTextContent('MS')
  })

  it('replaces the initials by the photo once it loads', async () => {
    const screen = await render(<Avatar name="Maria Souza" src={photo} />)
    const avatar = screen.getByRole('img', { name: 'Maria Souza' })
    await expect.poll(() => avatar.element().querySelector('img')).not.toBeNull()
    await expect.element(avatar).not.toHaveTextContent('MS')
  })

  it('keeps the initials when the photo fails', async () => {
    const screen = await render(<Avatar name="Maria Souza" src="data:image/png;base64,broken" />)
    const avatar = screen.getByRole('img', { name: 'Maria Souza' })
    await expect.element(avatar).toHaveTextContent('MS')
    // Let the browser reject the same address first, so Radix has had its chance to swap.
    await new Promise((resolve) => {
      const probe = new Image()
      probe.onerror = resolve
      probe.src = 'data:image/png;base64,broken'
    })
    await expect.element(avatar).toHaveTextContent('MS')
    expect(avatar.element().querySelector('img')).toBeNull()
  })

  it('falls back to a generic person when there is no name', async () => {
    const screen = await render(<Avatar name="  " />)
    const avatar = screen.getByRole('img', { name: 'Usuário' })
    await expect.element(avatar).not.toHaveTextContent(/\w/)
    expect(avatar.element().querySelector('svg')).not.toBeNull()
  })
})
