import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 17's IDE check, as a merchant would: edit a theme file of the demo store and save it;
 * in a second tab of the same browser open the same file, change and save it there; back in the
 * first tab, edit and save again: the save is refused with the diff of both; keeping mine saves
 * it on the other tab's version, and the server holds exactly that.
 */
const STORE = 1
const PATH = 'snippets/rodape.html'

test('IDE: a save over another tab’s save meets the conflict, and the merge reaches the server', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  const editorOf = (tab: typeof page) => tab.getByRole('textbox', { name: `Conteúdo de ${PATH}` })
  const openFile = async (tab: typeof page) => {
    await tab.goto(`/${STORE}/layout/ide`)
    await expect(
      tab.getByRole('heading', { level: 1, name: 'Desenvolvimento (IDE)' }),
    ).toBeVisible()
    const editor = editorOf(tab)
    // From the tree: its folder opened when closed (a second tab may find the folder open and
    // the file's tab back already, as the last visit's tabs return).
    const folder = tab.getByRole('treeitem', { name: 'snippets' })
    await expect(folder).toBeVisible()
    if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click()
    await tab.getByRole('treeitem', { name: /^rodape\.html/ }).click()
    await expect(editor).toBeVisible()
    return editor
  }
  const typeAtEnd = async (tab: typeof page, text: string) => {
    await editorOf(tab).click()
    await tab.keyboard.press('Control+End')
    await tab.keyboard.type(text)
  }

  // First tab: edit and save (Ctrl+S).
  const first = await openFile(page)
  await typeAtEnd(page, '\nAtendimento também aos sábados.')
  await expect(page.getByRole('tab', { name: 'rodape.html não salvo' })).toBeVisible()
  await page.keyboard.press('Control+S')
  await expect(page.getByText(/^Versão 2 · salva por/)).toBeVisible()
  await expect(page.getByRole('tab', { name: 'rodape.html', exact: true })).toBeVisible()

  // Second tab of the same browser: the same file, changed and saved there.
  const second = await context.newPage()
  await openFile(second)
  await expect(editorOf(second)).toContainText('Atendimento também aos sábados.')
  await typeAtEnd(second, '\nTroca grátis em 30 dias.')
  await second.getByRole('button', { name: 'Salvar' }).click()
  await expect(second.getByText(/^Versão 3 · salva por/)).toBeVisible()

  // Back to the first tab, still on version 2: edit and save → the conflict with the diff.
  await page.bringToFront()
  await expect(first).toBeVisible()
  await typeAtEnd(page, '\nPix com 5% de desconto.')
  await page.keyboard.press('Control+S')
  const dialog = page.getByRole('dialog', { name: 'Este arquivo foi salvo em outra sessão' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/a versão 3 foi salva/)).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'No servidor (versão 3)' })).toContainText(
    'Troca grátis em 30 dias.',
  )
  const mine = dialog.getByRole('textbox', { name: 'A sua' })
  await expect(mine).toContainText('Pix com 5% de desconto.')

  // Merge by editing my side: the other tab's line joins mine, then mine is kept.
  await mine.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type('\nTroca grátis em 30 dias.')
  await dialog.getByRole('button', { name: 'Salvar a mesclada' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Versão 4 · salva por/)).toBeVisible()

  // The server has the merge as version 4.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'vitrine_token')?.value
  expect(token).toBeTruthy()
  const answer = await page.request.get(
    `/api/main/apps/${STORE}/theme/files/content?path=${encodeURIComponent(PATH)}`,
    { headers: { Token: token! } },
  )
  expect(answer.status()).toBe(200)
  const file = (await answer.json()) as { version: number; content: string }
  expect(file.version).toBe(4)
  expect(file.content).toContain('Atendimento também aos sábados.')
  expect(file.content).toContain('Pix com 5% de desconto.')
  expect(file.content).toContain('Troca grátis em 30 dias.')
  await second.close()
})
