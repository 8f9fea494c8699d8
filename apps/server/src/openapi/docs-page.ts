import type { OpenApiDocument } from './document.ts'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function schemaBlock(schema: unknown): string {
  if (schema === undefined) return ''
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`
}

interface MediaContent {
  content?: Record<string, { schema?: unknown }>
  description?: string
}

function jsonSchemaOf(part: unknown): unknown {
  return (part as MediaContent | undefined)?.content?.['application/json']?.schema
}

/**
 * The API reference as plain server-rendered HTML. These machines (and many deployments) have
 * no internet, so no documentation viewer from a CDN: everything is in the page itself.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations: string[] = []
  const index: string[] = []
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method]
      if (!operation) continue
      const id = `${method}-${path}`.replace(/[^\w-]+/g, '-')
      const title = `${method.toUpperCase()} ${path}`
      index.push(
        `<li><a href="#${id}"><code>${escapeHtml(title)}</code></a> ${escapeHtml(operation.summary ?? '')}</li>`,
      )
      const secured = (operation.security?.length ?? 0) > 0
      const responses = Object.entries(operation.responses ?? {})
        .map(
          ([status, answer]) =>
            `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml((answer as MediaContent).description ?? '')}${schemaBlock(jsonSchemaOf(answer))}</li>`,
        )
        .join('')
      const body = jsonSchemaOf(operation.requestBody)
      operations.push(`<section id="${id}">
<h2><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(operation.summary ?? '')}</p>
${operation.description ? `<p class="note">${escapeHtml(operation.description)}</p>` : ''}
${secured ? '<p class="note">Requires the <code>Token</code> header.</p>' : ''}
${body ? `<h3>Request body (application/json)</h3>${schemaBlock(body)}` : ''}
<h3>Responses</h3><ul>${responses}</ul>
</section>`)
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937 }
h2 { font-size: 1.1rem; margin-top: 2.5rem; border-top: 1px solid #e5e7eb; padding-top: 1.5rem }
h3 { font-size: .95rem; margin-bottom: .25rem }
pre { background: #f3f4f6; padding: .75rem; overflow-x: auto; font-size: 12px; border-radius: 6px }
.method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: 4px; color: #fff; font-size: .8rem; padding: .1rem .4rem }
.get { background: #1d4ed8 } .post { background: #047857 } .put { background: #b45309 } .patch { background: #6d28d9 } .delete { background: #b91c1c }
.note { color: #4b5563 }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p>
<ul>${index.join('\n')}</ul>
${operations.join('\n')}
</body>
</html>
`
}
