import { ApiError } from '../http/api-error.ts'

/** The CMS's refusals, shared by the server and the fixture so both answer alike. */
const MESSAGES = {
  layoutNotFound: { 'pt-BR': 'Layout não encontrado.', en: 'Layout not found.' },
  layoutExists: { 'pt-BR': 'Esta loja já tem um layout.', en: 'This store already has a layout.' },
  pageNotFound: { 'pt-BR': 'Página não encontrada.', en: 'Page not found.' },
  elementNotFound: { 'pt-BR': 'Elemento não encontrado.', en: 'Element not found.' },
  unknownType: {
    'pt-BR': 'Este tipo de elemento não existe.',
    en: 'This element type does not exist.',
  },
  unknownAction: { 'pt-BR': 'Esta ação não existe.', en: 'This action does not exist.' },
  typeMismatch: {
    'pt-BR': 'Este elemento é de outro tipo e não pode ser salvo como este.',
    en: 'This element is of another type and cannot be saved as this one.',
  },
  placeholderUnknown: {
    'pt-BR': 'Escolha um espaço desta página.',
    en: 'Choose a placeholder of this page.',
  },
  pageHasNoElements: {
    'pt-BR': 'Esta página não recebe elementos.',
    en: 'This page takes no elements.',
  },
  orderMismatch: {
    'pt-BR':
      'A nova ordem deve listar, uma vez cada, exatamente os elementos de um espaço ou de toda a página.',
    en: 'The new order must list, once each, exactly the elements of one placeholder or of the whole page.',
  },
  noSeo: { 'pt-BR': 'Esta página não tem SEO.', en: 'This page has no SEO.' },
  notResource: {
    'pt-BR': 'Esta página não é um recurso (cores, robots ou manifesto).',
    en: 'This page is not a resource (colors, robots or manifest).',
  },
  notCatalogue: {
    'pt-BR': 'Só elementos de catálogo têm prévia.',
    en: 'Only catalogue elements have a preview.',
  },
  imageType: {
    'pt-BR': 'Envie uma imagem PNG, JPEG, WebP ou GIF.',
    en: 'Send a PNG, JPEG, WebP or GIF image.',
  },
  imageTooLarge: {
    'pt-BR': 'A imagem é grande demais.',
    en: 'The image is too large.',
  },
  badMultipart: {
    'pt-BR': 'O campo não está no formato esperado.',
    en: 'The field is not in the expected format.',
  },
} as const

export type CmsMessage = keyof typeof MESSAGES
type Lang = 'en' | 'pt-BR'

export function cmsMessage(lang: Lang, key: CmsMessage): string {
  return MESSAGES[key][lang]
}

const STATUS = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
} as const

/** A CMS refusal; with `field`, also as that field's error. */
export function cmsError(
  status: keyof typeof STATUS,
  lang: Lang,
  key: CmsMessage,
  field?: string,
): ApiError {
  const message = cmsMessage(lang, key)
  return new ApiError({
    statusCode: status,
    statusMessage: STATUS[status],
    message,
    ...(field ? { data: { fields: { [field]: message } } } : {}),
  })
}
