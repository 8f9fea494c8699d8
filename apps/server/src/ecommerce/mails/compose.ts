import {
  escapeHtml,
  renderMailTemplate,
  type MailTemplate,
  type MailVariableValues,
} from '@vitrine/api'
import { convert } from 'html-to-text'
import juice from 'juice'
import { sanitizeMailBody, videosAsLinks } from './sanitize.ts'

/*
 * A store mail as it leaves: variables filled in, the body sanitised again with the values in
 * place, video players turned into links, set in a plain one-column layout whose CSS is
 * inlined (juice) because many mail clients drop <style> blocks, the preheader as hidden
 * preview text at the top, and a plain-text part (html-to-text) for clients that want one.
 */

export interface ComposedMail {
  subject: string
  preheader: string
  html: string
  text: string
}

const LAYOUT_CSS = `
body { margin: 0; padding: 0; background-color: #f4f4f5; }
.wrapper { width: 100%; background-color: #f4f4f5; padding: 24px 0; }
.content { max-width: 600px; margin: 0 auto; background-color: #ffffff; padding: 32px 24px;
  font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #18181b; }
h1 { font-size: 24px; line-height: 1.25; margin: 0 0 16px; color: #18181b; }
h2 { font-size: 20px; margin: 24px 0 12px; }
p { margin: 0 0 16px; }
a { color: #2563eb; }
img { max-width: 100%; height: auto; border: 0; }
table.itens { border-collapse: collapse; margin: 0 0 16px; }
table.itens th { border-bottom: 2px solid #e4e4e7; font-size: 14px; }
table.itens td { border-bottom: 1px solid #e4e4e7; font-size: 14px; }
.codigo { font-family: 'Courier New', monospace; font-size: 14px; word-break: break-all;
  background-color: #f4f4f5; padding: 8px; }
.preheader { display: none; max-height: 0; overflow: hidden; opacity: 0; color: transparent; }
`

/**
 * The preheader is hidden text at the very top: clients show it next to the subject in the
 * inbox. The padding of zero-width joiners stops them from pulling the body's first words in.
 */
function preheaderBlock(preheader: string): string {
  if (!preheader) return ''
  return `<div class="preheader">${escapeHtml(preheader)}${'&zwnj;&nbsp;'.repeat(40)}</div>`
}

/**
 * A link whose address is a variable this mail has no value for (a pix charged from the panel
 * has no payer page) would go nowhere: it is dropped with its words, and a paragraph left empty
 * with it. Run on the rendered body, where such an address is exactly `href=""`.
 */
function withoutEmptyLinks(html: string): string {
  return html
    .replace(/<a\b[^>]*\shref=""[^>]*>[\s\S]*?<\/a>/gi, '')
    .replace(/<p\b[^>]*>\s*<\/p>/gi, '')
}

export function composeMail(template: MailTemplate, values: MailVariableValues): ComposedMail {
  const subject = renderMailTemplate(template.subject, values, { html: false })
    .replace(/\s+/g, ' ')
    .trim()
  const preheader = renderMailTemplate(template.preheader, values, { html: false }).trim()
  const body = videosAsLinks(
    sanitizeMailBody(
      withoutEmptyLinks(renderMailTemplate(template.body_html, values, { html: true })),
    ),
  )
  const document =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(subject)}</title><style>${LAYOUT_CSS}</style></head>` +
    `<body>${preheaderBlock(preheader)}<div class="wrapper"><div class="content">${body}</div></div></body></html>`
  const html = juice(document, { removeStyleTags: true, preserveMediaQueries: true })
  // Not wrapped: a pix copy-paste code or a boleto's line broken across lines no longer pays.
  // Clients wrap plain text for display, and the transport encodes long lines.
  const text = convert(body, {
    wordwrap: false,
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
      { selector: 'img', format: 'skip' },
    ],
  })
  return { subject, preheader, html, text }
}
