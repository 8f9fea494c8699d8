import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx'

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="project" onValueChange={onValueChange}>
      <TabsList aria-label="Configurações">
        <TabsTrigger value="project">Projeto</TabsTrigger>
        <TabsTrigger value="catalog">Catálogo</TabsTrigger>
      </TabsList>
      <TabsContent value="project">Dados do projeto</TabsContent>
      <TabsContent value="catalog">Dados do catálogo</TabsContent>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows only the selected panel, labelled by its tab', async () => {
    const screen = await render(<Example />)
    const panel = screen.getByRole('tabpanel')
    await expect.element(panel).toHaveTextContent('Dados do projeto')
    await expect.element(panel).toHaveAccessibleName('Projeto')
    expect(screen.getByText('Dados do catálogo').query()).toBeNull()
  })

  it('switches panels on click and reports the new value', async () => {
    const onValueChange = vi.fn()
    const screen = await render(<Example onValueChange={onValueChange} />)
    await screen.getByRole('tab', { name: 'Catálogo' }).click()
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Dados do catálogo')
    expect(onValueChange).toHaveBeenCalledWith('catalog')
  })

  it('moves between tabs with the arrow keys', async () => {
    const screen = await render(<Example />)
    await userEvent.click(screen.getByRole('tab', { name: 'Projeto' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(screen.getByRole('tab', { name: 'Catálogo' })).toHaveFocus()
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Dados do catálogo')
  })

  it('underlines the active tab in the brand colour', async () => {
    const screen = await render(<Example />)
    const active = getComputedStyle(screen.getByRole('tab', { name: 'Projeto' }).element())
    const idle = getComputedStyle(screen.getByRole('tab', { name: 'Catálogo' }).element())
    expect(active.borderBottomWidth).toBe('2px')
    expect(active.borderBottomColor).not.toBe(idle.borderBottomColor)
  })
})
