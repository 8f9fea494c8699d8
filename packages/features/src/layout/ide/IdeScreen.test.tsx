import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { createFixtureApi, type FixtureApi } from '@vitrine/api/fixture'
import { createMemoryStorage, VitrineProvider, type KeyValueStorage } from '@vitrine/api/react'
import { createNotificationCenter, NotificationCenterProvider } from '@vitrine/ui'
import { IdeScreen } from './IdeScreen.tsx'

const PATH = 'templates/produto.html'
const fileOf = (api: FixtureApi) => api.state.themeFiles.entries.find((e) => e.path === PATH)!

function renderIde(api: FixtureApi, storage: KeyValueStorage) {
  return render(
    <VitrineProvider api={api} storage={storage}>
      <NotificationCenterProvider center={createNotificationCenter()}>
        <IdeScreen appId={101} level="write" />
      </NotificationCenterProvider>
    </VitrineProvider>,
  )
}

/** Opens the demo's product template from the tree and answers its editor. */
async function openProduct() {
  await userEvent.click(page.getByRole('treeitem', { name: 'templates' }))
  await userEvent.click(page.getByRole('treeitem', { name: 'produto.html' }))
  const editor = page.getByRole('textbox', { name: `Conteúdo de ${PATH}` })
  await expect.element(editor).toBeVisible()
  return editor
}

/** Another session saves the file through the same API (the server's rule applies). */
const saveElsewhere = (api: FixtureApi, content: string) =>
  api.themeFiles.save(101, { path: PATH, content, base_version: fileOf(api).version })

describe('the IDE never loses an edit', () => {
  it('keeps every keystroke of fast typing, in the editor and in the stored draft', async () => {
    const api = createFixtureApi()
    const storage = createMemoryStorage()
    await renderIde(api, storage)
    const editor = await openProduct()
    await userEvent.click(editor)
    await userEvent.keyboard('{Control>}{End}{/Control}')
    // Plain words: in HTML the editor closes a typed tag by itself.
    const typed = '\nFrete grátis acima de R$ 199,00 nas compras de hoje: aproveite agora mesmo!'
    await userEvent.keyboard(typed)
    await expect.element(editor).toHaveTextContent('aproveite agora mesmo!')
    const draft = JSON.parse(storage.get(`vitrine:ide:101:draft:${PATH}`)!)
    expect(draft).toEqual({ content: fileOf(api).content + typed, base_version: 3 })
  })

  it('a save after another session saved opens the diff; keeping mine saves it on the new version', async () => {
    const api = createFixtureApi()
    await renderIde(api, createMemoryStorage())
    const editor = await openProduct()
    await saveElsewhere(api, '<p>salvo na outra aba</p>\n')
    await userEvent.click(editor)
    await userEvent.keyboard('{Control>}{End}{/Control}<!-- minha mudança -->')
    await userEvent.keyboard('{Control>}s{/Control}')

    const dialog = page.getByRole('dialog', { name: 'Este arquivo foi salvo em outra sessão' })
    await expect.element(dialog).toBeVisible()
    await expect
      .element(dialog.getByRole('textbox', { name: 'No servidor (versão 4)' }))
      .toHaveTextContent('salvo na outra aba')
    await userEvent.click(dialog.getByRole('button', { name: 'Manter a minha' }))
    await expect.element(dialog).not.toBeInTheDocument()
    expect(fileOf(api).version).toBe(5)
    expect(fileOf(api).content).toMatch(/<!-- minha mudança -->$/)
    expect(fileOf(api).content).not.toContain('salvo na outra aba')
  })

  it('a merge made in the diff is what gets saved', async () => {
    const api = createFixtureApi()
    await renderIde(api, createMemoryStorage())
    const editor = await openProduct()
    await saveElsewhere(api, `${fileOf(api).content}<footer>da outra aba</footer>\n`)
    await userEvent.click(editor)
    await userEvent.keyboard('{Control>}{Home}{/Control}<!-- topo -->')
    await userEvent.keyboard('{Control>}s{/Control}')
    const dialog = page.getByRole('dialog', { name: 'Este arquivo foi salvo em outra sessão' })
    const mine = dialog.getByRole('textbox', { name: 'A sua' })
    await expect.element(mine).toBeVisible()
    // Bring the other session's footer over by typing it into my side.
    await userEvent.click(mine)
    await userEvent.keyboard('{Control>}{End}{/Control}<footer>da outra aba')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar a mesclada' }))
    await expect.element(dialog).not.toBeInTheDocument()
    expect(fileOf(api).content.startsWith('<!-- topo -->')).toBe(true)
    expect(fileOf(api).content).toContain('<footer>da outra aba</footer>')
  })

  it('a draft outlives a reload; saving it after the file changed still meets the conflict', async () => {
    const api = createFixtureApi()
    const storage = createMemoryStorage()
    const first = await renderIde(api, storage)
    const editor = await openProduct()
    await userEvent.click(editor)
    await userEvent.keyboard('{Control>}{End}{/Control}rascunho')
    await first.unmount()

    await saveElsewhere(api, '<p>outra versão</p>\n')
    await renderIde(api, storage)
    const reopened = page.getByRole('textbox', { name: `Conteúdo de ${PATH}` })
    await expect.element(reopened).toHaveTextContent('rascunho')
    await expect.element(page.getByRole('tab', { name: 'produto.html não salvo' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }))
    await expect
      .element(page.getByRole('dialog', { name: 'Este arquivo foi salvo em outra sessão' }))
      .toBeVisible()
    expect(fileOf(api).content).toBe('<p>outra versão</p>\n')
  })
})
