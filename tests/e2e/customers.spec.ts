import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { test as base, expect } from '@playwright/test'
import { startServer } from '../support/server-process.mjs'
import { signIn } from './fixtures.ts'

/**
 * Issue 5, as a new user would check it: create a customer, edit it with CEP autofill, import a
 * spreadsheet that has errors and then its fixed version, export, and undo the import. The CEP
 * service is a local stand-in answering ViaCEP's format (the machine has no internet).
 */
const test = base.extend<object, { customersServer: { url: string; stop: () => Promise<void> } }>({
  customersServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring.
    async ({}, use) => {
      const viaCep: Server = createServer((request, response) => {
        const found = request.url?.includes('/01310100/')
        response.setHeader('Content-Type', 'application/json')
        response.end(
          JSON.stringify(
            found
              ? {
                  cep: '01310-100',
                  logradouro: 'Avenida Paulista',
                  complemento: 'de 1047 a 1865 - lado ímpar',
                  bairro: 'Bela Vista',
                  localidade: 'São Paulo',
                  uf: 'SP',
                }
              : { erro: 'true' },
          ),
        )
      })
      await new Promise<void>((resolve) => viaCep.listen(0, '127.0.0.1', resolve))
      const { port } = viaCep.address() as AddressInfo
      const server = await startServer({
        env: { POSTAL_CODE_URL: `http://127.0.0.1:${port}/ws/{cep}/json/` },
      })
      await use(server)
      await server.stop()
      await new Promise((resolve) => viaCep.close(resolve))
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ customersServer }, use) => use(customersServer.url),
})

const STORE = 1

/** A spreadsheet as a Brazilian tool exports it: Latin-1, semicolons, punctuated CPFs. */
function latin1Csv(lines: string[]): Buffer {
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1')
}
const header = 'nome;email;documento;telefone;total_gasto;coluna_estranha'

test('customers: create, edit with CEP autofill, import with errors then fixed, export, undo', async ({
  page,
}) => {
  // One story from start to finish: longer than the default minute.
  test.setTimeout(180_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  // Create.
  await page.goto(`/${STORE}/customers`)
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Novo cliente' }).click()
  const create = page.getByRole('dialog', { name: 'Novo cliente' })
  await create.getByLabel('Nome').fill('Joana Prado E2E')
  await create.getByLabel('E-mail').fill('joana.prado.e2e@exemplo.com.br')
  await create.getByLabel('CPF ou CNPJ').fill('52998224725')
  await create.getByRole('button', { name: 'Cadastrar cliente' }).click()
  await expect(page).toHaveURL(new RegExp(`/${STORE}/customers/details/\\d+$`))
  await expect(page.getByRole('heading', { name: 'Joana Prado E2E', level: 1 })).toBeVisible()
  await expect(page.getByText('529.982.247-25')).toBeVisible()

  // Edit in place: a phone through the mask, then an address filled from its CEP.
  await page.getByRole('button', { name: 'Editar contato' }).click()
  await page.getByLabel('Telefone').fill('11987654321')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('(11) 98765-4321')).toBeVisible()

  await page.getByRole('button', { name: 'Adicionar endereço' }).click()
  await page.getByLabel('CEP').fill('01310100')
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista')
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo')
  await expect(page.getByLabel('Número')).toBeFocused()
  await page.getByLabel('Número').fill('1578')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText(/Avenida Paulista, 1578/)).toBeVisible()

  // Import: the first file has errors, and nothing is written by the dry run.
  await page.goto(`/${STORE}/customers`)
  await page.getByRole('button', { name: 'Importar', exact: true }).click()
  // One dialog whose title follows the step (choose, checking, report, result).
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: latin1Csv([
      header,
      'Conceição Araújo;conceicao.e2e@exemplo.com.br;111.444.777-35;(21) 99876-5432;"1.234,56";',
      'Pedro Sem Email;pedro-arroba-exemplo;123.456.789-00;;0,00;',
      'Luísa Coluna;luisa.e2e@exemplo.com.br;;;;valor',
    ]),
  })
  await expect(dialog.getByText('CPF ou CNPJ válido', { exact: false }).first()).toBeVisible()
  await expect(dialog.getByText('e-mail válido', { exact: false }).first()).toBeVisible()
  await expect(dialog.getByText('coluna_estranha', { exact: false }).first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Escolher outro arquivo' }).click()

  // The fixed file goes in.
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'clientes-corrigido.csv',
    mimeType: 'text/csv',
    buffer: latin1Csv([
      'nome;email;documento;telefone;total_gasto',
      'Conceição Araújo;conceicao.e2e@exemplo.com.br;111.444.777-35;(21) 99876-5432;"1.234,56"',
      'Pedro Correto;pedro.e2e@exemplo.com.br;390.533.447-05;;0,00',
    ]),
  })
  await dialog.getByRole('button', { name: 'Importar 2 clientes' }).click()
  await expect(dialog.getByRole('heading', { name: 'Importação concluída' })).toBeVisible()
  await expect(dialog.getByText('2 clientes gravados', { exact: false })).toBeVisible()
  await dialog.getByRole('button', { name: 'Concluir' }).click()
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Conceição')
  await expect(page.getByRole('link', { name: 'Conceição Araújo' })).toBeVisible()

  // Export the filtered list: every column, the imported customer in it.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar CSV' }).click()
  const file = await (await download).path()
  const csv = await readFile(file, 'utf8')
  expect(csv.split('\r\n')[0]).toContain('nome;email;documento')
  expect(csv).toContain('Conceição Araújo')
  expect(csv).toContain('111.444.777-35')

  // Undo the import as a whole: its customers are gone.
  await page.getByRole('button', { name: 'Importar', exact: true }).click()
  await dialog
    .getByRole('button', { name: 'Desfazer a importação de «clientes-corrigido.csv»' })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(dialog.getByText(/Desfeita em/)).toBeVisible()
  // Escape goes to the top layer: while the confirmation is still closing it would take it.
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Pedro Correto')
  await expect(page.getByText('Nenhum cliente encontrado.')).toBeVisible()
})
