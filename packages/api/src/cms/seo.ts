import * as v from 'valibot'
import { isUploadedImagePath } from '../links/schema.ts'

/*
 * A page's SEO (our design: the specification names an `seo` child of the layout page, not its
 * fields). Read with GET /cms/{layoutId}/seo/{slug}, saved whole with PUT on the same path;
 * global, layout and the resources have none (404). The limits are what search engines and
 * social networks show before cutting: the screen counts characters against the `*_HINT`s and
 * the server refuses only past the `*_MAX`es, which leave room for a longer text on purpose.
 */

export const SEO_LIMITS = {
  titleHint: 60,
  titleMax: 120,
  descriptionHint: 160,
  descriptionMax: 320,
  ogTitleHint: 60,
  ogTitleMax: 120,
  ogDescriptionHint: 110,
  ogDescriptionMax: 300,
  urlMax: 500,
} as const

export const ROBOTS_INDEX = ['index', 'noindex'] as const
export const ROBOTS_FOLLOW = ['follow', 'nofollow'] as const

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} deve ser um texto.`),
    v.trim(),
    v.maxLength(max, `${label} pode ter até ${max} caracteres.`),
  )

function isHttpUrl(address: string): boolean {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** An absolute http(s) address, or an image uploaded here (a path). Empty means none. */
const address = (label: string, uploadsToo: boolean) =>
  v.pipe(
    v.string(`${label} deve ser um texto.`),
    v.trim(),
    v.maxLength(SEO_LIMITS.urlMax, `${label} pode ter até ${SEO_LIMITS.urlMax} caracteres.`),
    v.check(
      (value) => value === '' || isHttpUrl(value) || (uploadsToo && isUploadedImagePath(value)),
      'Informe um endereço válido, começando com https://.',
    ),
  )

export const PageSeoSchema = v.object({
  title: text('O título', SEO_LIMITS.titleMax),
  description: text('A descrição', SEO_LIMITS.descriptionMax),
  /** The page's canonical address; empty: the storefront's own. */
  canonical_url: address('A URL canônica', false),
  robots_index: v.picklist(ROBOTS_INDEX, 'Escolha index ou noindex.'),
  robots_follow: v.picklist(ROBOTS_FOLLOW, 'Escolha follow ou nofollow.'),
  og_title: text('O título para redes sociais', SEO_LIMITS.ogTitleMax),
  og_description: text('A descrição para redes sociais', SEO_LIMITS.ogDescriptionMax),
  /** The social preview's image: an https address or an image uploaded here; empty: none. */
  og_image: address('A imagem para redes sociais', true),
})
export type PageSeo = v.InferOutput<typeof PageSeoSchema>
export type PageSeoInput = v.InferInput<typeof PageSeoSchema>

export const EMPTY_SEO: PageSeo = {
  title: '',
  description: '',
  canonical_url: '',
  robots_index: 'index',
  robots_follow: 'follow',
  og_title: '',
  og_description: '',
  og_image: '',
}
