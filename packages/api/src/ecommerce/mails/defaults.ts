import type { MailType } from './types.ts'

/*
 * The default template of each type, in Portuguese: what a store sends until it saves its own,
 * and what "Restaurar padrão" brings back. Bodies use only what the editor produces (headings,
 * paragraphs, links, lists) and the variables of variables.ts.
 */

export interface MailTemplate {
  subject: string
  preheader: string
  body_html: string
}

const signature = '<p>Abraços,<br>Equipe {{store_name}}</p>'

export const DEFAULT_MAIL_TEMPLATES: Record<MailType, MailTemplate> = {
  recover_cart: {
    subject: '{{customer_name}}, você esqueceu algo no carrinho',
    preheader: 'Seus itens ainda estão separados na {{store_name}}.',
    body_html:
      '<h1>Seus itens estão esperando por você</h1>' +
      '<p>Olá, {{customer_name}}! Vimos que você deixou alguns produtos no carrinho.</p>' +
      '<p>Use o cupom <strong>{{coupon_code}}</strong> para ganhar um desconto na finalização.</p>' +
      '<p><a href="{{cart_url}}">Voltar ao carrinho</a></p>' +
      signature,
  },
  recover_payment: {
    subject: 'Pedido {{order_number}}: falta só o pagamento',
    preheader: 'Pague agora para garantirmos os seus produtos.',
    body_html:
      '<h1>Seu pedido está aguardando o pagamento</h1>' +
      '<p>Olá, {{customer_name}}! O pedido <strong>{{order_number}}</strong> no valor de {{order_total}} ainda não foi pago.</p>' +
      '{{payment_instructions}}' +
      '<p><a href="{{payment_url}}">Pagar agora</a></p>' +
      signature,
  },
  canceled_payment: {
    subject: 'O pagamento do pedido {{order_number}} foi cancelado',
    preheader: 'Você ainda pode fazer um novo pedido quando quiser.',
    body_html:
      '<h1>Pagamento cancelado</h1>' +
      '<p>Olá, {{customer_name}}. O pagamento do pedido <strong>{{order_number}}</strong> foi cancelado: {{cancel_reason}}.</p>' +
      '<p>Se ainda quiser os produtos, é só fazer um novo pedido.</p>' +
      '<p><a href="{{store_url}}">Ir para a loja</a></p>' +
      signature,
  },
  no_password: {
    subject: 'Seu link de acesso: {{store_name}}',
    preheader: 'Entre na sua conta sem precisar de senha.',
    body_html:
      '<h1>Acesse sua conta</h1>' +
      '<p>Olá, {{customer_name}}! Use o link abaixo para entrar na sua conta. Ele vale por pouco tempo e só pode ser usado uma vez.</p>' +
      '<p><a href="{{access_url}}">Entrar na minha conta</a></p>' +
      '<p>Se você não pediu este acesso, ignore este e-mail.</p>' +
      signature,
  },
  process_order: {
    subject: 'Pagamento aprovado: pedido {{order_number}}',
    preheader: 'Já estamos preparando o seu pedido.',
    body_html:
      '<h1>Recebemos o seu pagamento</h1>' +
      '<p>Olá, {{customer_name}}! O pagamento do pedido <strong>{{order_number}}</strong> foi aprovado e já estamos separando os produtos.</p>' +
      '{{order_items}}' +
      '<p>Total: <strong>{{order_total}}</strong></p>' +
      '<p><a href="{{order_url}}">Acompanhar o pedido</a></p>' +
      signature,
  },
  waiting_payment: {
    subject: 'Pedido {{order_number}} recebido: aguardando pagamento',
    preheader: 'Pague com pix ou boleto para confirmar o seu pedido.',
    body_html:
      '<h1>Recebemos o seu pedido</h1>' +
      '<p>Olá, {{customer_name}}! Seu pedido <strong>{{order_number}}</strong> foi registrado e está aguardando o pagamento.</p>' +
      '{{order_items}}' +
      '<p>Subtotal: {{order_subtotal}}<br>Frete: {{order_shipping}}<br>Desconto: {{order_discount}}<br>Total: <strong>{{order_total}}</strong></p>' +
      '{{payment_instructions}}' +
      '<p><a href="{{payment_url}}">Ver formas de pagamento</a></p>' +
      signature,
  },
  in_transport: {
    subject: 'Seu pedido {{order_number}} está a caminho',
    preheader: 'Acompanhe a entrega pelo código de rastreio.',
    body_html:
      '<h1>Seu pedido saiu para entrega</h1>' +
      '<p>Olá, {{customer_name}}! O pedido <strong>{{order_number}}</strong> foi despachado.</p>' +
      '<p>Código de rastreio: <strong>{{tracking_code}}</strong></p>' +
      '<p><a href="{{tracking_url}}">Rastrear a entrega</a></p>' +
      signature,
  },
  nf: {
    subject: 'Nota fiscal do pedido {{order_number}}',
    preheader: 'A nota fiscal {{invoice_number}} já está disponível.',
    body_html:
      '<h1>Nota fiscal emitida</h1>' +
      '<p>Olá, {{customer_name}}! A nota fiscal <strong>{{invoice_number}}</strong> do pedido {{order_number}} foi emitida.</p>' +
      '<p><a href="{{invoice_url}}">Baixar a nota fiscal</a></p>' +
      signature,
  },
  password: {
    subject: 'Crie uma nova senha na {{store_name}}',
    preheader: 'Recebemos um pedido para trocar a sua senha.',
    body_html:
      '<h1>Nova senha</h1>' +
      '<p>Olá, {{customer_name}}! Recebemos um pedido para trocar a senha da sua conta.</p>' +
      '<p><a href="{{password_url}}">Criar nova senha</a></p>' +
      '<p>Se não foi você, ignore este e-mail: a sua senha continua a mesma.</p>' +
      signature,
  },
}
