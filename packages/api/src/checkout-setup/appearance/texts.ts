import { resolveLang } from '../../validation/index.ts'

/** What the appearance's contract says when a value is refused, in both languages. */
const appearanceTexts = {
  color: {
    'pt-BR': 'Informe uma cor no formato #RRGGBB, por exemplo #1d4ed8.',
    en: 'Enter a colour as #RRGGBB, such as #1d4ed8.',
  },
  image: {
    'pt-BR': 'Envie a imagem pelo botão de envio (o endereço deve ser de uma imagem enviada aqui).',
    en: 'Upload the image with the upload button (the address must be of an image uploaded here).',
  },
  font: {
    'pt-BR': 'Escolha uma das fontes da lista.',
    en: 'Choose one of the listed fonts.',
  },
  corner: {
    'pt-BR': 'Escolha um dos estilos de canto da lista.',
    en: 'Choose one of the listed corner styles.',
  },
  badge: {
    'pt-BR': 'Escolha os selos de confiança da lista.',
    en: 'Choose the trust badges from the list.',
  },
  steps: {
    'pt-BR': 'Informe as quatro etapas do checkout, cada uma uma vez.',
    en: 'Give the four checkout steps, each once.',
  },
  methods: {
    'pt-BR': 'Escolha as formas de pagamento da lista.',
    en: 'Choose the payment methods from the list.',
  },
  noDraft: {
    'pt-BR': 'Não há rascunho para publicar: a aparência publicada já é a atual.',
    en: 'There is no draft to publish: the published appearance is the current one.',
  },
} as const
export type AppearanceText = keyof typeof appearanceTexts

export function appearanceText(lang: string | undefined, key: AppearanceText): string {
  return appearanceTexts[key][resolveLang(lang)]
}
