import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * TLS in front of a shop, as its CDN or load balancer is in production: the browser talks https
 * to it and it passes each request on over http, with `X-Forwarded-Proto: https`. Its certificate
 * is a self-signed one for 127.0.0.1, made with the machine's openssl (the browser's context
 * takes it with `ignoreHTTPSErrors`). What a page does only over https (hydrogen-react addresses
 * the shop's analytics over https) is tested through it.
 */
export async function startHttpsProxy(target: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwell-tls-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      {
        stdio: 'pipe',
      },
    )
  } catch (error) {
    throw new Error(`openssl could not make the test certificate (apt-get install -y openssl): ${(error as Error).message}`)
  }
  const upstream = new URL(target)
  /** The path of every request answered so far (a beacon sent as a page was left is one the page no longer sees). */
  const answered: string[] = []
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    res.on('finish', () => answered.push(new URL(req.url ?? '/', 'https://x').pathname))
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => res.writeHead(502).end())
    req.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `https://127.0.0.1:${port}`,
    answered,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
