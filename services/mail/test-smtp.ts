import { createServer, type AddressInfo, type Socket } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'

/** A mail as a test SMTP server received it. */
export type Received = { envelopeFrom: string; envelopeTo: string[]; raw: string; text: string; headers: Map<string, string[]> }

/** The header block of a raw message (unfolded), by lower-cased name. */
export function parseHeaders(raw: string): Map<string, string[]> {
  const block = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const headers = new Map<string, string[]>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon < 1) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()])
  }
  return headers
}

/** The body of a plain-text message, quoted-printable decoded. */
export function bodyText(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(raw)) return body
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** A free TCP port (nothing listens on it until a server is started there). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps what it receives. */
export async function startSmtp(port = 0, options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: bodyText(raw),
          headers: parseHeaders(raw),
        })
        callback()
      })
    },
    ...options,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actual = (server.server.address() as AddressInfo).port
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A mail server that takes the whole message after DATA and then drops the connection without
 * answering: the sender cannot know whether the mail was accepted.
 */
export async function startDroppingSmtp() {
  let messages = 0
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let inData = false
    let buffer = ''
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      if (inData) {
        if (buffer.includes('\r\n.\r\n')) {
          messages++
          socket.destroy()
        }
        return
      }
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
          return
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messagesTaken: () => messages,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy())
        server.close(() => resolve())
      }),
  }
}
