export const cmsKeys = {
  all: (layoutId: number) => ['cms', layoutId] as const,
  menu: (layoutId: number) => [...cmsKeys.all(layoutId), 'menu'] as const,
  page: (layoutId: number, slug: string) => [...cmsKeys.all(layoutId), 'page', slug] as const,
  seo: (layoutId: number, slug: string) => [...cmsKeys.all(layoutId), 'seo', slug] as const,
  preview: (layoutId: number, contentId: number) =>
    [...cmsKeys.all(layoutId), 'preview', contentId] as const,
}
