import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string | undefined
  to: string[]
  /** The raw message: headers and body as sent. */
  raw: string
}

/** The message with quoted-printable soft line breaks and escapes undone, for searching. */
export function decodedText(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

export interface SmtpSink {
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

/** A real SMTP server on an ephemeral loopback port that keeps every message it is given. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, and any login accepted.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://sink:secret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
