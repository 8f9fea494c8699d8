import { resolveLang } from '../validation/index.ts'

/** What the layout settings' contract says when a value is refused, in both languages. */
const layoutSettingsTexts = {
  themeName: {
    'pt-BR': 'Informe o nome do tema, com até 60 caracteres.',
    en: 'Enter the theme’s name, up to 60 characters.',
  },
  domain: {
    'pt-BR':
      'Informe só o endereço, como loja.com.br ou www.minhaloja.com (sem https:// nem barras).',
    en: 'Enter the host name only, such as loja.com.br or www.mystore.com (no https:// or slashes).',
  },
  color: {
    'pt-BR': 'Informe uma cor no formato #RRGGBB, por exemplo #1d4ed8.',
    en: 'Enter a colour as #RRGGBB, such as #1d4ed8.',
  },
  font: { 'pt-BR': 'Escolha uma das fontes da lista.', en: 'Choose one of the listed fonts.' },
  image: {
    'pt-BR': 'Envie a imagem pelo botão de envio (o endereço deve ser de uma imagem enviada aqui).',
    en: 'Upload the image with the upload button (the address must be of an image uploaded here).',
  },
  script: {
    'pt-BR': 'O código pode ter até 20.000 caracteres.',
    en: 'The code may have up to 20,000 characters.',
  },
  maintenanceTitle: {
    'pt-BR': 'Informe o título da página de manutenção, com até 80 caracteres.',
    en: 'Enter the maintenance page’s title, up to 80 characters.',
  },
  maintenanceMessage: {
    'pt-BR': 'A mensagem pode ter até 500 caracteres.',
    en: 'The message may have up to 500 characters.',
  },
  ips: {
    'pt-BR': 'Informe até 20 endereços IP válidos (IPv4 ou IPv6), um por linha.',
    en: 'Enter up to 20 valid IP addresses (IPv4 or IPv6), one per line.',
  },
  perPage: {
    'pt-BR': 'Use um número inteiro de 12 a 96.',
    en: 'Use a whole number from 12 to 96.',
  },
  sort: { 'pt-BR': 'Escolha uma ordem da lista.', en: 'Choose an order from the list.' },
  outOfStock: {
    'pt-BR': 'Escolha o que fazer com os produtos sem estoque.',
    en: 'Choose what to do with products out of stock.',
  },
  priceMode: { 'pt-BR': 'Escolha como mostrar o preço.', en: 'Choose how to show the price.' },
  installments: {
    'pt-BR': 'Use de 2 a 24 parcelas.',
    en: 'Use 2 to 24 installments.',
  },
  ratio: { 'pt-BR': 'Escolha uma proporção da lista.', en: 'Choose a ratio from the list.' },
} as const
export type LayoutSettingsText = keyof typeof layoutSettingsTexts

export function layoutSettingsText(lang: string | undefined, key: LayoutSettingsText): string {
  return layoutSettingsTexts[key][resolveLang(lang)]
}
