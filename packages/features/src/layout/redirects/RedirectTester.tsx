import { useState } from 'react'
import { RedirectTestInputSchema, type RedirectTrace } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, AlertDescription, AlertTitle, Badge, Card } from '@vitrine/ui'
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { ChainPath } from './ChainPath.tsx'
import { STATUS_LABELS } from './words.ts'

/**
 * "Testar um endereço": which rule a storefront address hits, every hop followed, and where the
 * visitor ends up — from the server, through the same matcher the storefront's resolve uses.
 */
export function RedirectTester({ appId }: { appId: number }) {
  const api = useApi()
  const [trace, setTrace] = useState<RedirectTrace | null>(null)
  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="redirect-tester-title">
      <h2 id="redirect-tester-title" className="text-lg font-semibold">
        Testar um endereço
      </h2>
      <Form
        schema={RedirectTestInputSchema}
        aria-label="Testar um endereço"
        defaultValues={{ url: '' }}
        className="grid items-start gap-3 sm:grid-cols-[1fr_auto]"
        onSubmit={async (values, form) => {
          try {
            setTrace(await api.storefrontRedirects.test(appId, values))
          } catch (error) {
            setTrace(null)
            showServerError(form, error)
          }
        }}
      >
        <TextField
          name="url"
          label="Endereço a testar"
          placeholder="/blog/meu-post?utm_source=insta"
          hint="Um caminho da loja ou o endereço completo."
        />
        <SubmitButton className="sm:mt-7">Testar</SubmitButton>
      </Form>
      {trace ? <TraceResult trace={trace} /> : null}
    </Card>
  )
}

function TraceResult({ trace }: { trace: RedirectTrace }) {
  if (trace.outcome === 'none') {
    return (
      <Alert tone="info" data-slot="trace-result">
        {trace.message}
      </Alert>
    )
  }
  const failed = trace.outcome !== 'end'
  return (
    <Alert tone={failed ? 'danger' : 'success'} data-slot="trace-result" aria-live="polite">
      <AlertTitle>
        {failed
          ? 'Este endereço entra num laço'
          : `Vai para ${trace.location} (${STATUS_LABELS[trace.status ?? 301]})`}
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <span>
          Regra que pega o endereço: <code className="font-mono">{trace.rule?.from_path}</code> →{' '}
          <code className="font-mono">{trace.rule?.to}</code>
        </span>
        <ChainPath addresses={[trace.path, ...trace.hops.map((hop) => hop.to)]} />
        <span className="flex flex-wrap items-center gap-2">
          {trace.hops.length === 1
            ? '1 redirecionamento'
            : `${trace.hops.length} redirecionamentos`}
          {trace.hops.map((hop, index) => (
            <Badge key={index} size="sm" tone="neutral">
              {hop.status}
            </Badge>
          ))}
        </span>
        {failed ? <span>{trace.message}</span> : null}
      </AlertDescription>
    </Alert>
  )
}
