import { Server } from 'node:http'

/**
 * A test's HTTP server leaves closing an idle connection to its client. With Node's default (the
 * server closes one after 5 s idle), a test process short of CPU, as when the suite runs beside
 * other work, can send its next request on a pooled connection at the moment the server closes
 * it, and fetch fails with ECONNRESET. The client (undici) closes idle connections itself after
 * 4 s and never sends on one it has closed; `server.close()` still closes them all at the end.
 */
export function leaveIdleConnectionsToTheClient<S extends object>(server: S): S {
  // Hono's `serve` is typed as any Node server; the tests' are all HTTP/1.1 ones.
  if (!(server instanceof Server)) throw new Error('leaveIdleConnectionsToTheClient: not an HTTP/1.1 server')
  server.keepAliveTimeout = 0
  return server
}
