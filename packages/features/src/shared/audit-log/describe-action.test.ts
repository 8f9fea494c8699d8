import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '@vitrine/api'
import { actorName, describeAction } from './describe-action.ts'

const entry = (partial: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-20T17:42:00.000Z',
  app_id: 101,
  actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
  area: 'settings',
  action: 'update',
  entity: 'permission',
  entity_id: '3',
  label: 'beatriz@lojaaurora.com.br',
  changes: {},
  ...partial,
})

describe('who did it', () => {
  it('names people, tokens and the system', () => {
    expect(actorName(entry({}).actor)).toBe('Marina Costa')
    expect(actorName({ kind: 'token', id: 7, name: 'Integração ERP', email: null })).toBe(
      'Token «Integração ERP»',
    )
    expect(actorName({ kind: 'system', id: null, name: '', email: null })).toBe('Sistema')
    expect(actorName({ kind: 'user', id: 9, name: '', email: 'ana@exemplo.com.br' })).toBe(
      'ana@exemplo.com.br',
    )
  })
})

describe('what happened, in words', () => {
  it.each([
    ['permission', 'create', 'deu acesso à loja para beatriz@lojaaurora.com.br'],
    ['permission', 'update', 'alterou as permissões de beatriz@lojaaurora.com.br'],
    ['permission', 'delete', 'removeu o acesso de beatriz@lojaaurora.com.br'],
    ['invitation', 'create', 'convidou beatriz@lojaaurora.com.br'],
    ['invitation', 'delete', 'cancelou o convite de beatriz@lojaaurora.com.br'],
  ] as const)('%s %s', (entity, action, sentence) => {
    expect(describeAction(entry({ entity, action }))).toBe(sentence)
  })

  it('quotes token names and tells revoking from other changes', () => {
    const token = { entity: 'api_token', label: 'Integração ERP', entity_id: '7' }
    expect(describeAction(entry({ ...token, action: 'create' }))).toBe(
      'criou o token «Integração ERP»',
    )
    expect(
      describeAction(
        entry({
          ...token,
          changes: { revoked_at: { before: null, after: '2026-11-21T12:00:00.000Z' } },
        }),
      ),
    ).toBe('revogou o token «Integração ERP»')
    expect(
      describeAction(entry({ ...token, changes: { name: { before: 'ERP', after: 'ERP 2' } } })),
    ).toBe('alterou o token «Integração ERP»')
  })

  it('names other known entities with their article', () => {
    expect(describeAction(entry({ entity: 'product', action: 'create', label: 'Camiseta' }))).toBe(
      'criou o produto «Camiseta»',
    )
    expect(
      describeAction(entry({ entity: 'category', action: 'update', label: null, entity_id: null })),
    ).toBe('alterou a categoria')
  })

  it('words the catalogue, the CMS and the webhook endpoints', () => {
    const said = (entity: string, action: AuditEntry['action'], label: string) =>
      describeAction(entry({ entity, action, label }))
    expect(said('catalogue_product', 'create', 'Caneca')).toBe('criou o produto «Caneca»')
    expect(said('catalogue_category', 'update', 'Cozinha')).toBe('alterou a categoria «Cozinha»')
    expect(said('cms_element', 'delete', 'Destaques')).toBe('excluiu o elemento «Destaques»')
    expect(said('webhook_endpoint', 'create', 'ERP')).toBe('criou o webhook «ERP»')
    expect(said('dataplus_column', 'delete', 'Lojas › cidade')).toBe(
      'excluiu a coluna «Lojas › cidade»',
    )
    expect(said('redirect', 'update', '/blog/*')).toBe('alterou o redirecionamento «/blog/*»')
  })

  it('names split sellers and a gateway’s split rule', () => {
    expect(
      describeAction(entry({ entity: 'split_seller', action: 'create', label: 'Ana Souza' })),
    ).toBe('criou o vendedor «Ana Souza»')
    expect(
      describeAction(entry({ entity: 'split_rule', action: 'update', label: 'Pix da loja' })),
    ).toBe('alterou a regra de divisão «Pix da loja»')
  })

  it('words the wallet: switched on or off, its settings, suppliers and payouts', () => {
    const enabled = (before: boolean, after: boolean) =>
      describeAction(
        entry({
          entity: 'wallet',
          action: 'update',
          label: null,
          changes: { enabled: { before, after } },
        }),
      )
    expect(enabled(false, true)).toBe('ativou a carteira')
    expect(enabled(true, false)).toBe('desativou a carteira')
    expect(
      describeAction(
        entry({
          entity: 'wallet',
          action: 'update',
          label: null,
          changes: { min_withdrawal_cents: { before: 1000, after: 500 } },
        }),
      ),
    ).toBe('alterou as configurações da carteira')
    expect(
      describeAction(
        entry({
          entity: 'recurrence_settings',
          action: 'update',
          label: null,
          changes: { retry_days: { before: [1, 3, 7], after: [2, 5] } },
        }),
      ),
    ).toBe('alterou as regras de cobrança das assinaturas')
    expect(
      describeAction(entry({ entity: 'wallet_supplier', action: 'create', label: 'Gráfica' })),
    ).toBe('criou o fornecedor «Gráfica»')
    expect(
      describeAction(
        entry({ entity: 'wallet_payout', action: 'create', label: 'R$ 40,00 · Pix: a@b.com' }),
      ),
    ).toBe('pediu a transferência de R$ 40,00 · Pix: a@b.com')
  })

  it('words payment links: created, duplicated, changed, switched on or off, deleted', () => {
    const link = { entity: 'payment_link', label: 'Camiseta azul' } as const
    expect(describeAction(entry({ ...link, action: 'create' }))).toBe(
      'criou o link de pagamento «Camiseta azul»',
    )
    expect(
      describeAction(
        entry({
          ...link,
          action: 'create',
          changes: { duplicated_from: { before: null, after: 4 } },
        }),
      ),
    ).toBe('criou o link de pagamento «Camiseta azul», uma cópia de outro link')
    expect(
      describeAction(
        entry({ ...link, action: 'update', changes: { title: { before: 'A', after: 'B' } } }),
      ),
    ).toBe('alterou o link de pagamento «Camiseta azul»')
    expect(
      describeAction(
        entry({ ...link, action: 'update', changes: { active: { before: true, after: false } } }),
      ),
    ).toBe('desativou o link de pagamento «Camiseta azul»')
    expect(
      describeAction(
        entry({ ...link, action: 'update', changes: { active: { before: false, after: true } } }),
      ),
    ).toBe('ativou o link de pagamento «Camiseta azul»')
    expect(describeAction(entry({ ...link, action: 'delete' }))).toBe(
      'excluiu o link de pagamento «Camiseta azul»',
    )
  })

  it('still reads as a sentence for entities it does not know', () => {
    expect(
      describeAction(
        entry({ entity: 'shipping_rule', action: 'delete', label: null, entity_id: '42' }),
      ),
    ).toBe('excluiu shipping rule 42')
    expect(
      describeAction(entry({ entity: 'store', action: 'create', label: null, entity_id: null })),
    ).toBe('criou store')
  })
})
