import { resolveLang, type Lang } from '../validation/index.ts'

/*
 * The catalogue's refusals in both languages, shared by the server and the fixture adapter so a
 * story refuses with the real server's sentence.
 */

const catalogueTexts = {
  productNotFound: { 'pt-BR': 'Produto não encontrado.', en: 'Product not found.' },
  categoryNotFound: { 'pt-BR': 'Categoria não encontrada.', en: 'Category not found.' },
  importNotFound: { 'pt-BR': 'Importação não encontrada.', en: 'Import not found.' },
  skuTaken: {
    'pt-BR': 'Outro produto ou variação da loja já usa o SKU {sku}.',
    en: 'Another product or variant of the store already uses the SKU {sku}.',
  },
  slugTaken: {
    'pt-BR': 'Outro produto da loja já usa o endereço {slug}.',
    en: 'Another product of the store already uses the address {slug}.',
  },
  categorySlugTaken: {
    'pt-BR': 'Já existe uma categoria com o endereço {slug} neste nível.',
    en: 'A category with the address {slug} already exists at this level.',
  },
  unknownCategories: {
    'pt-BR': 'Categoria inexistente: {ids}.',
    en: 'Unknown category: {ids}.',
  },
  unknownParent: {
    'pt-BR': 'A categoria mãe não existe.',
    en: 'The parent category does not exist.',
  },
  moveCycle: {
    'pt-BR': 'Uma categoria não pode ficar dentro dela mesma ou de uma de suas subcategorias.',
    en: 'A category cannot be placed inside itself or one of its subcategories.',
  },
  tooDeep: {
    'pt-BR': 'As categorias têm no máximo {levels} níveis.',
    en: 'Categories are at most {levels} levels deep.',
  },
  categoryHasChildren: {
    'pt-BR': 'Esta categoria tem subcategorias: mova-as ou exclua-as primeiro.',
    en: 'This category has subcategories: move or delete them first.',
  },
  salesPriceNotLower: {
    'pt-BR': 'O preço promocional deve ser menor que o preço.',
    en: 'The sale price must be lower than the price.',
  },
  variantOptions: {
    'pt-BR': 'Cada variação precisa de um valor para cada opção ({options}).',
    en: 'Each variant needs one value for each option ({options}).',
  },
  repeatedVariant: {
    'pt-BR': 'Duas variações têm os mesmos valores: {values}.',
    en: 'Two variants have the same values: {values}.',
  },
  repeatedSku: {
    'pt-BR': 'O SKU {sku} aparece mais de uma vez neste produto.',
    en: 'The SKU {sku} appears more than once in this product.',
  },
  optionsWithoutVariants: {
    'pt-BR': 'Informe as variações das opções ou remova as opções.',
    en: 'Give the options’ variants or remove the options.',
  },
  importUndone: {
    'pt-BR': 'Esta importação já foi desfeita.',
    en: 'This import has already been undone.',
  },
  externalImages: {
    'pt-BR':
      '{count} imagens ficam como endereços externos (Image Src): o servidor não as baixa; envie-as depois para hospedá-las na loja.',
    en: '{count} images stay as external addresses (Image Src): the server does not download them; upload them later to host them in the store.',
  },
} as const

export type CatalogueText = keyof typeof catalogueTexts

export function catalogueText(
  lang: string | undefined,
  key: CatalogueText,
  params: Record<string, string | number> = {},
): string {
  let text: string = catalogueTexts[key][resolveLang(lang) as Lang]
  for (const [name, value] of Object.entries(params))
    text = text.replaceAll(`{${name}}`, String(value))
  return text
}
