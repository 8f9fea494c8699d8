import { AREAS, ModuleMenuSchema, NavbarSchema, type MenuItem } from '@vitrine/api'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { MODULE_MENUS, NAVBAR } from './menus.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

/** Every entry of a menu, sub-entries included. */
function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])])
}

describe('GET /api/navbar', () => {
  test('answers every module in order, without a token, cacheable for five minutes', async () => {
    const response = await t.request('GET', '/api/navbar')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
    const navbar = v.parse(NavbarSchema, response.body)
    expect(
      navbar.map((item) => [item.key, item.label, item.route, item.area, item.module]),
    ).toEqual([
      ['overview', 'Visão geral', 'overview', null, null],
      ['checklist', 'Primeiros passos', 'onboarding-checklist', null, null],
      ['layout', 'Layout', 'layout-page', 'layout', 'layout'],
      ['ecommerce', 'Plataforma', 'ecommerce-mails-transactional', 'ecommerce', 'ecommerce'],
      ['checkout', 'Checkout', 'checkout-appearance', 'checkout', 'checkout'],
      ['push', 'Notificações push', 'push-notifications', 'ecommerce', null],
      ['payments', 'Pagamentos', 'payments-transactions', 'payments', 'payments'],
      ['apps', 'Aplicativos', 'checkout-marketplace', 'checkout', null],
      ['recurrence', 'Recorrência', 'recurrence-plans', 'recurrence', 'recurrence'],
      ['customers', 'Clientes', 'customers', 'customers', null],
      ['settings', 'Configurações', 'settings-users', 'settings', 'settings'],
    ])
    expect(navbar.every((item) => item.icon)).toBe(true)
  })

  test('every permission area has an entry, and keys are unique', () => {
    const keys = NAVBAR.map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(NAVBAR.map((item) => item.area).filter(Boolean))).toEqual(new Set(AREAS))
  })
})

describe('GET /api/menu/{module}', () => {
  test("every navbar module has a menu that validates, and the entry's route is in it", async () => {
    const modules = NAVBAR.flatMap((item) => (item.module ? [item] : []))
    expect(modules.map((item) => item.module)).toEqual([
      'layout',
      'ecommerce',
      'checkout',
      'payments',
      'recurrence',
      'settings',
    ])
    for (const entry of modules) {
      const response = await t.request('GET', `/api/menu/${entry.module}`)
      expect(response.status, entry.module!).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
      const menu = v.parse(ModuleMenuSchema, response.body)
      expect(menu.module).toBe(entry.module)
      expect(menu.items.length).toBeGreaterThan(0)
      const names = flatten(menu.items).map((item) => item.name)
      expect(names, entry.module!).toContain(entry.route)
    }
    // No menu is left out of the navbar.
    expect(Object.keys(MODULE_MENUS).sort()).toEqual(modules.map((item) => item.module).sort())
  })

  test('route names belong to their module, and every entry is labelled in Portuguese', () => {
    for (const [module, items] of Object.entries(MODULE_MENUS)) {
      for (const item of flatten(items)) {
        expect(item.label.trim(), item.name).not.toBe('')
        // The IDE page is the one route of the layout module named otherwise (section 2).
        const ownName = item.name.startsWith(`${module}-`) || item.name === 'ide-page'
        expect(ownName, `${module}: ${item.name}`).toBe(true)
      }
      // Top-level entries carry an icon; sub-entries are text.
      expect(items.every((item) => item.icon)).toBe(true)
    }
  })

  test('the sub-navigation groups of section 2', async () => {
    const labels = async (module: string) => {
      const { body } = await t.request('GET', `/api/menu/${module}`)
      return Object.fromEntries(
        (body.items as MenuItem[])
          .filter((item) => item.children)
          .map((item) => [item.label, item.children!.map((child) => child.label)]),
      )
    }
    expect(await labels('layout')).toEqual({
      'Página de layout (CMS)': [
        'Início',
        'Busca',
        'Categoria',
        'Minha conta',
        'Layout',
        'Página de erro',
        'Detalhes do produto',
        'Global',
      ],
      Catálogo: ['Produtos', 'Categorias'],
      'Configurações do layout': ['Projeto', 'Catálogo'],
    })
    expect(await labels('ecommerce')).toEqual({
      'E-mails': ['Transacionais', 'SMTP', 'Recuperação'],
      Busca: ['Por termo', 'Fixas', 'Prioridade'],
    })
    expect(await labels('checkout')).toEqual({
      'Campos personalizados': ['Identificação', 'Endereço', 'Entrega', 'Pagamento', 'Carrinho'],
    })
    expect(await labels('payments')).toEqual({
      'Links de pagamento': ['Todos os links', 'XML de produtos'],
      Carteira: ['Saldo', 'Fornecedores', 'Ativar/desativar'],
    })
    expect(await labels('recurrence')).toEqual({})
    expect(await labels('settings')).toEqual({})
  })

  test('the CMS page kinds open the layout page on their slug', () => {
    const cms = MODULE_MENUS.layout![0]!
    expect(cms.name).toBe('layout-page')
    expect(cms.children!.map((child) => [child.name, child.params])).toEqual(
      ['home', 'search', 'category', 'account', 'layout', 'error', 'product', 'global'].map(
        (pageslug) => ['layout-page', { pageslug }],
      ),
    )
  })

  test('an unknown module is a 404 ApiError in the caller language, never cached', async () => {
    for (const module of ['nada', 'constructor', '__proto__', 'toString']) {
      const response = await t.request('GET', `/api/menu/${module}`, { lang: 'pt-BR' })
      expect(response.status, module).toBe(404)
      expect(response.body).toEqual({
        statusCode: 404,
        statusMessage: 'Not Found',
        message: `Não há menu para o módulo ${module}.`,
      })
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
    const english = await t.request('GET', '/api/menu/nada')
    expect(english.body.message).toBe('There is no menu for the module nada.')
  })

  test('other API answers stay uncacheable', async () => {
    const response = await t.request('GET', '/api/connect/apps')
    expect(response.status).toBe(401)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})
