// @vitrine/ui/rich-text — heavy (tiptap): load lazily, e.g. `lazy(() => import('@vitrine/ui/rich-text'))`.
export { default } from './rich-text-editor.tsx'
export {
  RichTextEditor,
  richTextEditorVariants,
  type RichTextEditorHandle,
  type RichTextEditorProps,
} from './rich-text-editor.tsx'
export {
  addDefaultScheme,
  BLANK_HREF,
  imageSrcWith,
  isAcceptedImageFile,
  linkHrefWith,
  sanitizeImageSrc,
  sanitizeLinkHref,
  toVideoEmbedUrl,
  videoProviderOf,
  type KeepAddress,
  type VideoProvider,
} from './rich-text-rules.ts'
export {
  FONT_SIZES,
  HEADING_LEVELS,
  UNDO_GROUP_DELAY_MS,
  UNDO_MAX_STACK,
  type FontSize,
  type HeadingLevel,
} from './rich-text-constants.ts'
