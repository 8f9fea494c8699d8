import type { CmsElement, ElementKind } from '@vitrine/api'
import type { ElementFormValues, ImageValue } from './element-form.ts'

/** A file chosen but not sent yet has no address the preview can keep: it shows as none. */
const address = (image: ImageValue | undefined) => (typeof image === 'string' ? image : null)

/**
 * The element as the form holds it now, for the live preview: what is typed shows before the
 * save. A new element's draft has content id 0; catalogue items stay the saved element's.
 */
export function draftElement(
  kind: ElementKind,
  values: ElementFormValues,
  saved?: CmsElement,
): CmsElement {
  const common = {
    content_id: saved?.content_id ?? 0,
    page_id: values.page_id,
    placeholder: values.placeholder,
    position: saved?.position ?? Number.MAX_SAFE_INTEGER,
    status: values.status ? (1 as const) : (0 as const),
    new_tab: values.new_tab ? (1 as const) : (0 as const),
    title: values.title ?? '',
    desktop_image: address(values.desktop_image),
    mobile_image: address(values.mobile_image),
    visibility_period: saved?.visibility_period ?? null,
    visibility_condition: values.visibility_condition,
    visibility_by_entities: saved?.visibility_by_entities ?? {
      categories: { status: 0 as const },
      products: { status: 0 as const },
    },
    created_at: saved?.created_at ?? '',
    updated_at: saved?.updated_at ?? '',
  }
  const limit = Number(values.limit) || 0
  switch (kind) {
    case 'products':
      return {
        ...common,
        type: 'products',
        entity: 'product',
        limit,
        link: values.link,
        conditions: saved?.type === 'products' ? saved.conditions : [],
      }
    case 'categories':
      return {
        ...common,
        type: 'categories',
        entity: 'category',
        limit,
        link: values.link,
        conditions: saved?.type === 'categories' ? saved.conditions : [],
      }
    case 'text':
      return { ...common, type: 'text', entity: 'text', text: values.text, link: values.link }
    case 'texts':
      return {
        ...common,
        type: 'texts',
        entity: 'text',
        items: (values.text_items ?? []).map((item) => ({ ...item })),
      }
    case 'image':
      return { ...common, type: 'image', entity: 'image', alt: values.alt, link: values.link }
    case 'images':
      return {
        ...common,
        type: 'images',
        entity: 'image',
        items: (values.image_items ?? []).map((item) => ({
          alt: item.alt,
          link: item.link,
          desktop_image: address(item.desktop_image),
          mobile_image: address(item.mobile_image),
        })),
      }
  }
}
