import { useState } from 'react'
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_VERIFY_SNIPPET } from '@vitrine/api'
import { Button, Card } from '@vitrine/ui'
import { Check, Copy } from 'lucide-react'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * "Como verificar a assinatura": the recipe in words and the Node function to copy. The code
 * is the contract's WEBHOOK_VERIFY_SNIPPET, the very text the server's README prints and its
 * tests run against real deliveries.
 */
export function SignatureRecipe() {
  const [state, setState] = useState<CopyState>('idle')

  async function copy() {
    try {
      await navigator.clipboard.writeText(WEBHOOK_VERIFY_SNIPPET)
      setState('copied')
    } catch {
      // Without clipboard permission the code stays there to select by hand.
      setState('failed')
    }
  }

  return (
    <section aria-labelledby="webhook-signature" className="flex flex-col gap-3">
      <h2 id="webhook-signature" className="text-lg font-semibold">
        Como verificar a assinatura
      </h2>
      <Card className="flex flex-col gap-4 p-4">
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm">
          <li>
            Leia o corpo da requisição <strong>cru</strong>, exatamente como chegou, antes de
            interpretar o JSON: qualquer espaço a mais muda a assinatura.
          </li>
          <li>
            O cabeçalho <code className="font-mono">{WEBHOOK_SIGNATURE_HEADER}</code> traz{' '}
            <code className="font-mono">t=&lt;segundos&gt;,v1=&lt;assinatura&gt;</code>. Calcule o
            HMAC-SHA256, em hexadecimal, de <code className="font-mono">t</code>, um ponto e o corpo
            (<code className="font-mono">t.corpo</code>), com o segredo do endpoint como chave.
          </li>
          <li>
            Compare o resultado com <code className="font-mono">v1</code> em tempo constante (
            <code className="font-mono">timingSafeEqual</code>), nunca com{' '}
            <code className="font-mono">===</code>.
          </li>
          <li>
            Recuse se <code className="font-mono">t</code> estiver a mais de 5 minutos do seu
            relógio: assim uma requisição capturada não pode ser repetida depois.
          </li>
          <li>
            Responda 2xx logo e processe depois. Uma nova tentativa ou um reenvio traz o mesmo{' '}
            <code className="font-mono">Vitrine-Event-Id</code>: use-o para ignorar repetidos.
          </li>
        </ol>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium">Em Node.js</h3>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
              {state === 'copied' ? 'Código copiado' : 'Copiar código'}
            </Button>
          </div>
          <pre
            aria-label="Código de verificação em Node.js"
            tabIndex={0}
            className="max-h-96 overflow-auto rounded-md bg-muted p-3 font-mono text-xs"
          >
            <code>{WEBHOOK_VERIFY_SNIPPET}</code>
          </pre>
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {state === 'copied'
              ? 'Código copiado para a área de transferência.'
              : state === 'failed'
                ? 'Não foi possível copiar: selecione o código e copie com Ctrl+C (ou ⌘+C).'
                : ''}
          </p>
        </div>
      </Card>
    </section>
  )
}
