import type { Lang } from '@vitrine/api/validation'

/** Why an upload was refused; each has its text in both languages of the API. */
export type UploadRefusal =
  | 'multipartExpected'
  | 'missing'
  | 'tooLarge'
  | 'type'
  | 'unsafeSvg'
  | 'undecodable'
  | 'tooManyPixels'

const TEXTS: Record<UploadRefusal, Record<Lang, string>> = {
  multipartExpected: {
    'pt-BR': 'Envie a imagem como multipart/form-data.',
    en: 'Send the image as multipart/form-data.',
  },
  missing: { 'pt-BR': 'Escolha uma imagem.', en: 'Choose an image.' },
  tooLarge: { 'pt-BR': 'A imagem passa de {limit}.', en: 'The image is larger than {limit}.' },
  type: {
    'pt-BR': 'O arquivo não é uma imagem PNG, JPEG, WebP, GIF ou SVG.',
    en: 'The file is not a PNG, JPEG, WebP, GIF or SVG image.',
  },
  unsafeSvg: {
    'pt-BR':
      'A imagem SVG traz scripts, eventos ou referências externas e foi recusada. Exporte-a sem eles ou envie um PNG.',
    en: 'The SVG image carries scripts, event handlers or external references and was refused. Export it without them or send a PNG.',
  },
  undecodable: {
    'pt-BR': 'Não foi possível ler a imagem: o arquivo está incompleto ou corrompido.',
    en: 'The image could not be read: the file is incomplete or damaged.',
  },
  tooManyPixels: {
    'pt-BR': 'A imagem tem pixels demais (até {limit} megapixels).',
    en: 'The image has too many pixels (up to {limit} megapixels).',
  },
}

export function uploadMessage(
  lang: Lang,
  refusal: UploadRefusal,
  params: Record<string, string | number> = {},
): string {
  // The size limit is given in bytes and written as people read it, in the request's language.
  const values =
    refusal === 'tooLarge' ? { ...params, limit: sizeText(Number(params.limit), lang) } : params
  return TEXTS[refusal][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
}

/** A size as people read it in the request's language: "5 MB", "1,5 MB", "512 KB". */
export function sizeText(bytes: number, lang: Lang): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : [bytes / 1024, 'KB']
  const rounded = Math.round(amount * 10) / 10
  return `${rounded.toLocaleString(lang === 'pt-BR' ? 'pt-BR' : 'en-US')} ${unit}`
}
