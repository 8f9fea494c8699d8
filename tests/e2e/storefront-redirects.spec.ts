import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 17 item 3, as a merchant would check it: on the demo store's redirects, the tester
 * follows the wildcard rule and passes the query on; a rule that would loop cannot be saved
 * (the chain named on its field); a new rule is found by the search, tested, then deleted after
 * the confirmation (the suite shares one server: nothing is left behind).
 */

const STORE = 1

test('storefront redirects: tester, a loop refused, a rule created, tested and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  await page.goto(`/${STORE}/layout/redirect`)
  await expect(page.getByRole('heading', { name: 'Redirecionamentos', level: 1 })).toBeVisible()
  const tester = page.getByRole('region', { name: 'Testar um endereço' })
  const address = tester.getByRole('textbox', { name: /Endereço a testar/ })
  await address.fill('https://minhaloja.com.br/Blog/dicas?utm_source=insta')
  await tester.getByRole('button', { name: 'Testar' }).click()
  await expect(
    tester.getByText('Vai para /novidades/dicas?utm_source=insta (301 permanente)'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Nova regra' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Nova regra' })
  await dialog.getByRole('textbox', { name: /Endereço de origem/ }).fill('/ofertas')
  await dialog.getByRole('textbox', { name: /Destino/ }).fill('/promocao')
  await dialog.getByRole('button', { name: 'Criar regra' }).click()
  await expect(
    dialog.getByText(
      'Esta regra criaria um laço de redirecionamentos: /ofertas → /promocao → /ofertas. Mude o destino.',
    ),
  ).toBeVisible()
  await dialog.getByRole('textbox', { name: /Endereço de origem/ }).fill('/e2e-ofertas-antigas')
  await dialog.getByRole('button', { name: 'Criar regra' }).click()
  await expect(page.getByText('Regra de /e2e-ofertas-antigas salva.')).toBeVisible()

  await page.getByRole('searchbox').first().fill('e2e-ofertas')
  const table = page.getByRole('table', { name: 'Regras de redirecionamento' })
  await expect(table.getByText('/e2e-ofertas-antigas')).toBeVisible()
  // /e2e-ofertas-antigas → /promocao → /ofertas (the demo's 302 on the way).
  await address.fill('/e2e-ofertas-antigas')
  await tester.getByRole('button', { name: 'Testar' }).click()
  await expect(tester.getByText('Vai para /ofertas (302 temporário)')).toBeVisible()

  await table.getByRole('button', { name: 'Excluir a regra de /e2e-ofertas-antigas' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Excluir esta regra?' })
  await confirm.getByRole('button', { name: 'Excluir regra' }).click()
  await expect(page.getByText('Regra de /e2e-ofertas-antigas excluída.')).toBeVisible()
  await expect(page.getByText('Nenhuma regra encontrada.')).toBeVisible()
})
