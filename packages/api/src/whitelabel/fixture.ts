import * as v from 'valibot'
import {
  SmtpSettingsInputSchema,
  type SmtpSettings,
  type SmtpVerifyResult,
} from '../ecommerce/mails/smtp.ts'
import { ApiError } from '../http/api-error.ts'
import { firstMessages, validationConfig } from '../validation/index.ts'
import type { WhitelabelApi } from './api.ts'
import { ResellerManagerInviteSchema, type ResellerManager } from './managers.ts'
import {
  PANEL_PAGE_SIZE,
  PanelReportQuerySchema,
  type PanelDetail,
  type PanelFigures,
  type PanelRow,
} from './reports.ts'
import type { Platform, Whitelabel } from './schema.ts'
import { ResellerSettingsInputSchema, type ResellerSettings } from './settings.ts'

export const sampleWhitelabel: Whitelabel = {
  hash: 'wh_revenda_demo',
  name: 'Revenda Demonstração',
  type: 'reseller',
  flags: { has_overview: 1, has_settings: 1, has_customers: 1, has_payments: 0, has_recurrence: 1 },
  branding: { logo_url: null, primary_color: '#0f766e', primary_foreground: '#ffffff' },
}

export const samplePlatforms: Platform[] = [
  { key: 'vitrine', name: 'Vitrine' },
  { key: 'vtex', name: 'VTEX' },
  { key: 'shopify', name: 'Shopify' },
]

export const sampleResellerSettings: ResellerSettings = {
  name: 'Revenda Demonstração',
  logo_url: '',
  favicon_url: '',
  primary_color: '#0f766e',
  primary_foreground: '#ffffff',
  support_email: 'suporte@revenda.example.com',
  support_phone: '(11) 3000-4000',
  support_whatsapp: '(11) 91234-5678',
  help_url: 'https://ajuda.revenda.example.com',
  domains: ['revenda.localhost', 'painel.revenda.example.com'],
  flags: {
    has_overview: 1,
    has_checklist: 1,
    has_layout: 1,
    has_ecommerce: 1,
    has_checkout: 1,
    has_push: 0,
    has_payments: 1,
    has_apps: 1,
    has_recurrence: 1,
    has_customers: 1,
    has_settings: 1,
  },
  platforms: ['vitrine', 'vtex'],
}

export const sampleResellerManagers: ResellerManager[] = [
  {
    id: 1,
    status: 'active',
    name: 'Renata Revenda',
    email: 'revenda@vitrine.dev',
    me: true,
    created_at: '2026-01-10T13:00:00.000Z',
  },
  {
    id: 2,
    status: 'active',
    name: 'Paulo Parceiro',
    email: 'paulo@revenda.example.com',
    me: false,
    created_at: '2026-03-02T15:30:00.000Z',
  },
  {
    id: 3,
    status: 'invited',
    name: null,
    email: 'nova.pessoa@revenda.example.com',
    me: false,
    created_at: '2026-11-20T12:00:00.000Z',
  },
]

const figures = (approved_count: number, approved_cents: number): PanelFigures => ({
  approved_count,
  approved_cents,
  fees_cents: Math.round(approved_cents * 0.0299),
})

export const samplePanels: PanelRow[] = [
  {
    id: 41,
    name: 'Loja da Revenda',
    created_at: '2026-02-14T12:00:00.000Z',
    active: true,
    owner_email: 'loja.revenda@vitrine.dev',
    ...figures(128, 1_874_350),
  },
  {
    id: 42,
    name: 'Café Aurora',
    created_at: '2026-05-03T12:00:00.000Z',
    active: true,
    owner_email: 'contato@cafeaurora.example.com',
    ...figures(57, 412_990),
  },
  {
    id: 43,
    name: 'Ateliê Ponto Cruz',
    created_at: '2026-08-21T12:00:00.000Z',
    active: false,
    owner_email: 'ateliê@pontocruz.example.com',
    ...figures(0, 0),
  },
]

const NOT_CONFIGURED: SmtpSettings = {
  configured: false,
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  has_password: false,
  sender_name: '',
  sender_email: '',
  updated_at: null,
}

export interface WhitelabelFixtureState {
  resellers: Record<string, Whitelabel>
  platforms: Platform[]
  /** The reseller area's data (defaults: the samples above). */
  settings?: ResellerSettings
  managers?: ResellerManager[]
  smtp?: SmtpSettings
  panels?: PanelRow[]
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The white-label calls in memory, with the server's refusals in its order and words (same
 * schemas; a manager cannot remove themself nor the last manager). "Testar conexão" fails for
 * hosts starting with `recusa`. A panel's days are made up from its totals.
 */
export function createWhitelabelFixture(state: WhitelabelFixtureState): WhitelabelApi {
  const fail = (statusCode: number, message: string, fields?: Record<string, string>) =>
    new ApiError({
      statusCode,
      statusMessage:
        statusCode === 404 ? 'Not Found' : statusCode === 409 ? 'Conflict' : 'Bad Request',
      message,
      ...(fields ? { data: { fields } } : {}),
    })
  function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown) {
    const result = v.safeParse(schema, input, validationConfig('pt-BR'))
    if (result.success) return result.output as v.InferOutput<TSchema>
    const { root, nested } = firstMessages(result.issues)
    throw fail(400, root ?? 'Alguns campos não são válidos.', nested)
  }
  const settings = () => (state.settings ??= structuredClone(sampleResellerSettings))
  const managers = () => (state.managers ??= structuredClone(sampleResellerManagers))
  const panels = () => (state.panels ??= structuredClone(samplePanels))

  return {
    async lookup(domain) {
      const found = state.resellers[domain]
      if (!found) throw fail(404, 'Revenda não encontrada.')
      return structuredClone(found)
    },
    async platforms() {
      return structuredClone(state.platforms)
    },
    async settings() {
      return structuredClone(settings())
    },
    async saveSettings(input) {
      const parsed = parse(ResellerSettingsInputSchema, input)
      const taken = parsed.domains.find((domain) => domain.startsWith('ocupado.'))
      if (taken)
        throw fail(409, 'Este domínio já é de outra revenda.', {
          domains: `O domínio ${taken} já é de outra revenda.`,
        })
      state.settings = { ...settings(), ...parsed }
      return structuredClone(state.settings)
    },
    async managers() {
      return structuredClone(managers())
    },
    async inviteManager(email) {
      const { email: address } = parse(ResellerManagerInviteSchema, { email })
      if (managers().some((manager) => manager.email === address))
        throw fail(409, 'Esta pessoa já está na equipe.', {
          email: 'Esta pessoa já está na equipe.',
        })
      const known = address.endsWith('@vitrine.dev')
      const added: ResellerManager = {
        id: Math.max(0, ...managers().map((manager) => manager.id)) + 1,
        status: known ? 'active' : 'invited',
        name: known ? address.split('@')[0]! : null,
        email: address,
        me: false,
        created_at: new Date().toISOString(),
      }
      managers().push(added)
      return structuredClone(added)
    },
    async removeManager(id) {
      const list = managers()
      const found = list.find((manager) => manager.id === id)
      if (!found) throw fail(404, 'Pessoa não encontrada na equipe.')
      if (found.me) throw fail(409, 'Você não pode remover a si mesmo da equipe.')
      if (found.status === 'active' && list.filter((m) => m.status === 'active').length === 1)
        throw fail(409, 'A revenda precisa de pelo menos uma pessoa na equipe.')
      state.managers = list.filter((manager) => manager.id !== id)
    },
    async smtp() {
      return structuredClone(state.smtp ?? NOT_CONFIGURED)
    },
    async saveSmtp(input) {
      const parsed = parse(SmtpSettingsInputSchema, input)
      state.smtp = {
        configured: true,
        host: parsed.host,
        port: parsed.port,
        security: parsed.security,
        user: parsed.user,
        has_password:
          parsed.password === undefined
            ? (state.smtp?.has_password ?? false)
            : parsed.password !== '',
        sender_name: parsed.sender_name,
        sender_email: parsed.sender_email,
        updated_at: new Date().toISOString(),
      }
      return structuredClone(state.smtp)
    },
    async removeSmtp() {
      state.smtp = { ...NOT_CONFIGURED }
      return { ...NOT_CONFIGURED }
    },
    async verifySmtp(input): Promise<SmtpVerifyResult> {
      const parsed = parse(SmtpSettingsInputSchema, input)
      if (parsed.host.startsWith('recusa'))
        return {
          ok: false,
          failure: 'refused',
          reason: `O servidor recusou a conexão em ${parsed.host}:${parsed.port}. Confira o endereço e a porta (normalmente 587 com STARTTLS ou 465 com TLS).`,
          code: 'ECONNREFUSED',
        }
      return { ok: true, failure: null, reason: null, code: null }
    },
    async panels(query) {
      const parsed = parse(PanelReportQuerySchema, query)
      const needle = fold(parsed.q)
      const rows = panels().filter(
        (row) =>
          (parsed.status === 'all' || row.active === (parsed.status === 'active')) &&
          (!needle || fold(row.name).includes(needle)),
      )
      const sum = (key: keyof PanelFigures) => rows.reduce((total, row) => total + row[key], 0)
      const start = (parsed.page - 1) * PANEL_PAGE_SIZE
      return {
        items: structuredClone(rows.slice(start, start + PANEL_PAGE_SIZE)),
        page: parsed.page,
        page_size: PANEL_PAGE_SIZE,
        total: rows.length,
        totals: {
          stores: rows.length,
          active: rows.filter((row) => row.active).length,
          approved_count: sum('approved_count'),
          approved_cents: sum('approved_cents'),
          fees_cents: sum('fees_cents'),
        },
      }
    },
    async panelsCsv() {
      const lines = panels().map((row) =>
        [row.id, row.name, row.active ? 'ativo' : 'inativo', row.approved_count].join(','),
      )
      return new Blob([`id,nome,status,aprovados\r\n${lines.join('\r\n')}\r\n`], {
        type: 'text/csv',
      })
    },
    async panel(panelId, query): Promise<PanelDetail> {
      const row = panels().find((candidate) => candidate.id === panelId)
      if (!row) throw fail(404, 'Painel não encontrado.')
      const days: PanelDetail['days'] = []
      const start = new Date(`${query.from}T12:00:00Z`)
      const end = new Date(`${query.to}T12:00:00Z`)
      const count = Math.max(1, Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1)
      for (let index = 0; index < count && index < 366; index += 1) {
        const date = new Date(start.getTime() + index * 86_400_000).toISOString().slice(0, 10)
        const share = (value: number) =>
          Math.floor(value / count) + (index === 0 ? value % count : 0)
        days.push({
          date,
          approved_count: share(row.approved_count),
          approved_cents: share(row.approved_cents),
          fees_cents: share(row.fees_cents),
        })
      }
      return {
        id: row.id,
        name: row.name,
        created_at: row.created_at,
        active: row.active,
        owner: { name: row.owner_email.split('@')[0]!, email: row.owner_email },
        days,
        totals: {
          approved_count: row.approved_count,
          approved_cents: row.approved_cents,
          fees_cents: row.fees_cents,
        },
      }
    },
  }
}
