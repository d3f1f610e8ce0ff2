/**
 * A load balancer in front of several shop copies, as production has one (docs/operations.md):
 * requests go to the healthy copies in turn, health is `GET /healthz` asked every `checkEveryMs`,
 * a copy that answers anything but 200 (or nothing) is taken out until it answers 200 again. A
 * request that cannot connect to its copy (nothing reached it) is sent to the next one, as a
 * load balancer retries a refused connection; one that fails after it was sent, or whose answer
 * breaks off, answers 502 and is never sent again (a sign-up may have been stored). `X-Forwarded-For` is passed on as the
 * clients send it (they stand for many shoppers' addresses), else set to the caller's address.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Backend = { url: string; healthy: boolean; served: number }

export async function startRoundRobinProxy(urls: string[], { checkEveryMs = 200 } = {}) {
  const backends: Backend[] = urls.map((url) => ({ url, healthy: false, served: 0 }))
  let next = 0
  let stopped = false

  async function check(backend: Backend) {
    backend.healthy = await fetch(`${backend.url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    )
  }
  // The health checks' own loop: an interval between two checks, not a wait for anything.
  const checking = (async () => {
    while (!stopped) {
      await Promise.all(backends.map(check))
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs))
    }
  })()

  /** The healthy copies from the next in turn, each once. */
  function rotation(): Backend[] {
    const start = next++
    return backends.map((_, i) => backends[(start + i) % backends.length]!).filter((b) => b.healthy)
  }

  function forward(backend: Backend, req: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const target = new URL(req.url ?? '/', backend.url)
      const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: target.host, 'content-length': String(body.length) }
      delete headers['transfer-encoding']
      headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? ''
      const upstream = httpRequest(target, { method: req.method, headers, agent: false }, resolve)
      upstream.on('error', reject)
      upstream.end(body)
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    for (const backend of rotation()) {
      let answer: IncomingMessage
      try {
        answer = await forward(backend, req, body)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        // Refused: the copy is down and the request never reached it; taken out until its check passes.
        if (code === 'ECONNREFUSED') {
          backend.healthy = false
          continue
        }
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`The shop copy failed: ${code ?? String(error)}`)
        return
      }
      // The answer is read whole before it is passed on, as a buffering proxy does: a copy killed
      // after its headers and before the end of its body is a 502, never a connection reset.
      let answerBody: Buffer
      try {
        const parts: Buffer[] = []
        for await (const part of answer) parts.push(part as Buffer)
        answerBody = Buffer.concat(parts)
      } catch (error) {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`The shop copy failed: ${(error as NodeJS.ErrnoException).code ?? String(error)}`)
        return
      }
      backend.served++
      const headers = { ...answer.headers, 'content-length': String(answerBody.length) }
      delete headers['transfer-encoding']
      res.writeHead(answer.statusCode ?? 502, headers).end(answerBody)
      return
    }
    res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' }).end('No shop copy is ready')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await Promise.all(backends.map(check))
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    async close() {
      stopped = true
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await checking
    },
  }
}
