/**
 * How a receiver checks `Vitrine-Signature`, in Node, as one text: the server's README prints
 * it, the server's tests run it against real deliveries, and the webhook console shows it for
 * copying. So what people copy is what was tested (webhooks.test.ts compares the README's copy
 * with this constant).
 */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto'

/** True when \`header\` (Vitrine-Signature) signs \`rawBody\` (a string) with \`secret\`. */
export function verifyVitrineSignature(secret, header, rawBody, options = {}) {
  const { toleranceSeconds = 300, now = Date.now() } = options
  const fields = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)))
  const timestamp = Number(fields.t)
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) {
    return false
  }
  const expected = createHmac('sha256', secret).update(\`\${fields.t}.\${rawBody}\`).digest()
  const given = Buffer.from(fields.v1 ?? '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

// With Express: app.post('/webhooks/vitrine', express.text({ type: 'application/json' }), …)
// if (!verifyVitrineSignature(process.env.VITRINE_WEBHOOK_SECRET,
//     req.get('Vitrine-Signature'), req.body)) return res.sendStatus(400)
`
