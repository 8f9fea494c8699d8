import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 18 item 6: the demo store's overview shows the totals its API answers (the API's are
 * checked against SQL sums over the raw tables in apps/server/src/analytics/analytics.test.ts),
 * for the default 30 days and again after switching to 90.
 */

const STORE = 1
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100)

interface Totals {
  approved_cents: number
  average_ticket_cents: number
  new_customers: number
}

test('the overview shows what the analytics API answers', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  // Signed in once the stores list shows; going on sooner would open the overview signed out.
  await expect(page).toHaveURL(/\/apps$/)
  const isOverview = (url: string) => url.includes(`/api/analytics/apps/${STORE}/overview`)
  const first = page.waitForResponse((response) => isOverview(response.url()) && response.ok())
  await page.goto(`/${STORE}/overview`)
  const region = page.getByRole('region', { name: 'Desempenho da loja' })
  const check = async (totals: Totals) => {
    await expect(
      region.getByText(brl(totals.approved_cents), { exact: true }).first(),
    ).toBeVisible()
    await expect(
      region.getByText(brl(totals.average_ticket_cents), { exact: true }).first(),
    ).toBeVisible()
    await expect(
      region
        .getByText(new Intl.NumberFormat('pt-BR').format(totals.new_customers), {
          exact: true,
        })
        .first(),
    ).toBeVisible()
  }
  const thirty = (await (await first).json()) as { totals: Totals; has_sales: boolean }
  expect(thirty.has_sales).toBe(true)
  expect(thirty.totals.approved_cents).toBeGreaterThan(0)
  await check(thirty.totals)

  const second = page.waitForResponse(
    (response) => isOverview(response.url()) && response.url().includes('granularity=week'),
  )
  await region.getByRole('radio', { name: '90 dias' }).click()
  const ninety = (await (await second).json()) as { totals: Totals }
  await check(ninety.totals)
})
