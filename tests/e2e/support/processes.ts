import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts the production server on its own port with extra environment, and collects its output. */
export async function startShop(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['build/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_SITE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  return { child, output: () => output, url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') }
}

/** Waits until the server says it is ready (/healthz 200: listening, and its database open). */
export async function waitForReady(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server at ${url} did not start`)
}

/** The exit code and signal of a child process, whether it has already exited or not yet. */
export async function exited(child: ChildProcess): Promise<[number | null, string | null]> {
  if (child.exitCode !== null || child.signalCode !== null) return [child.exitCode, child.signalCode]
  return (await once(child, 'exit')) as [number | null, string | null]
}

/** A stand-in for the store's API on loopback, answering however the test says. */
export async function fakeStore(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(answer)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) }
}
