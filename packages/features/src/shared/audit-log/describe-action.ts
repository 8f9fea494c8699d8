import type { AuditEntry } from '@vitrine/api'

type Actor = AuditEntry['actor']
type Action = AuditEntry['action']

/** Who did it, as the log shows it: a person's name, or the token that acted for them. */
export function actorName(actor: Actor): string {
  if (actor.kind === 'token') return `Token «${actor.name}»`
  if (actor.kind === 'system') return actor.name || 'Sistema'
  return actor.name || actor.email || 'Alguém'
}

/** Sentences for the entities the server logs today; `{label}` is the entry's label. */
const sentences: Record<string, Partial<Record<Action, string>>> = {
  permission: {
    create: 'deu acesso à loja para {label}',
    update: 'alterou as permissões de {label}',
    delete: 'removeu o acesso de {label}',
  },
  invitation: {
    create: 'convidou {label}',
    update: 'alterou o convite de {label}',
    delete: 'cancelou o convite de {label}',
  },
  api_token: {
    create: 'criou o token «{label}»',
    update: 'alterou o token «{label}»',
    delete: 'excluiu o token «{label}»',
  },
  // One per store: it has no name of its own.
  installment_setup: { update: 'alterou a configuração de parcelamento' },
  wallet: { update: 'alterou as configurações da carteira' },
  wallet_payout: { create: 'pediu a transferência de {label}' },
  recurrence_settings: { update: 'alterou as regras de cobrança das assinaturas' },
  checkout_appearance: {
    create: 'criou a aparência do checkout',
    update: 'alterou a aparência do checkout',
  },
  layout_settings_project: { update: 'alterou as configurações do projeto do layout' },
  layout_settings_catalog: { update: 'alterou as configurações do catálogo do layout' },
  redirect_import: { create: 'importou {label} de redirecionamento' },
}

const verbs: Record<Action, string> = { create: 'criou', update: 'alterou', delete: 'excluiu' }

/** Other entities, with their article, for "criou o produto «Camiseta»". */
const nouns: Record<string, string> = {
  app: 'a loja',
  product: 'o produto',
  category: 'a categoria',
  order: 'o pedido',
  customer: 'o cliente',
  coupon: 'o cupom',
  page: 'a página',
  layout: 'o layout',
  plan: 'o plano',
  subscription: 'a assinatura',
  payment_link: 'o link de pagamento',
  split_seller: 'o vendedor',
  split_rule: 'a regra de divisão',
  wallet_supplier: 'o fornecedor',
  gateway: 'o meio de pagamento',
  payment: 'o pagamento',
  webhook: 'o webhook',
  redirect: 'o redirecionamento',
  webhook_endpoint: 'o webhook',
  catalogue_product: 'o produto',
  catalogue_category: 'a categoria',
  catalogue_import: 'a importação de produtos',
  cms_element: 'o elemento',
  cluster: 'o cluster',
  theme_file: 'o arquivo do tema',
  dataplus_table: 'a tabela do Data Plus',
  dataplus_column: 'a coluna',
  dataplus_trigger: 'o gatilho',
}

/**
 * What happened, in words, to follow the actor's name: "alterou as permissões de
 * beatriz@lojaaurora.com.br", "criou o token «Integração ERP»". Entities the panel does not
 * know yet still read as a sentence ("alterou product 42").
 */
export function describeAction(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entity_id' | 'label' | 'changes'>,
): string {
  const label = entry.label ?? entry.entity_id ?? ''
  // Revoking is stored as an update that sets revoked_at; say what it meant.
  if (entry.entity === 'api_token' && entry.action === 'update' && 'revoked_at' in entry.changes) {
    const change = entry.changes.revoked_at
    if (change && change.before == null && change.after != null) return `revogou o token «${label}»`
  }
  if (entry.entity === 'payment_link') {
    const link = `o link de pagamento «${label}»`
    // A duplicate is stored as a create that names the link it copied.
    if (entry.action === 'create' && 'duplicated_from' in entry.changes) {
      return `criou ${link}, uma cópia de outro link`
    }
    // Switching a link on or off is an update of `active` alone.
    const changed = Object.keys(entry.changes)
    if (entry.action === 'update' && changed.length === 1 && changed[0] === 'active') {
      return `${entry.changes.active?.after ? 'ativou' : 'desativou'} ${link}`
    }
  }
  // Switching the wallet on or off is an update of `enabled` alone.
  if (entry.entity === 'wallet' && entry.action === 'update') {
    const changed = Object.keys(entry.changes)
    if (changed.length === 1 && changed[0] === 'enabled') {
      return entry.changes.enabled?.after ? 'ativou a carteira' : 'desativou a carteira'
    }
  }
  const template = sentences[entry.entity]?.[entry.action]
  if (template) return template.replace('{label}', label)
  const noun = nouns[entry.entity]
  if (noun) return [verbs[entry.action], noun, label && `«${label}»`].filter(Boolean).join(' ')
  return [verbs[entry.action], entry.entity.replaceAll('_', ' '), label].filter(Boolean).join(' ')
}
