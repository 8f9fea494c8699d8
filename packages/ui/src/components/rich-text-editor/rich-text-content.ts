import { cn } from '../../lib/cn.ts'

/**
 * How the edited HTML looks. Written against plain elements because the HTML is the product:
 * there are no classes inside it to hang styles on.
 */
export const richTextContentClass = cn(
  'min-h-32 px-3 py-2.5 text-base text-foreground outline-none',
  '[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-3xl [&_h1]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_h5]:mt-3 [&_h5]:mb-1 [&_h5]:text-md [&_h5]:font-semibold',
  '[&_h6]:mt-3 [&_h6]:mb-1 [&_h6]:text-base [&_h6]:font-semibold [&_h6]:uppercase',
  '[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_li>p]:my-0.5',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3',
  '[&_blockquote]:text-muted-foreground',
  '[&_code]:rounded-sm [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-2 [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent',
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-ring',
  '[&_iframe]:my-2 [&_iframe]:aspect-video [&_iframe]:w-full [&_iframe]:max-w-xl',
  '[&_iframe]:rounded-md [&_iframe]:border-0 [&_iframe]:bg-muted',
  '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-ring',
  '[&_hr]:my-4 [&_hr]:border-border',
)
