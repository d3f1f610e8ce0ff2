import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** A free loopback port for a measuring server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Waits until the production server answers /healthz (30 s at most). */
export async function waitForHealth(base: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server did not answer /healthz within 30 s')
}
