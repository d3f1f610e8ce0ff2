import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http'
import { bodyLimitFor } from './body-limits'

/**
 * How long a connection may hold the server without sending what it owes. Without these, Node's
 * defaults (headers 60 s, checked every 30 s; a whole request 300 s) kept 2,000 connections
 * dripping headers and 1,500 dripping bodies open past 70 s.
 */
export const TIMEOUTS = {
  /** The request line and headers, all of them: a browser sends them in one packet. */
  headersMs: 10_000,
  /** A small body (forms, the JSON functions; 256 KB at most) once the headers are in. */
  smallBodyMs: 15_000,
  /** A whole request with review photos (25 MB at most: about 2 Mbit/s on a phone). */
  uploadMs: 120_000,
  /** A connection that sends nothing at all, between requests or inside one. */
  idleMs: 30_000,
  /** How often Node checks the header and request deadlines (its default, 30 s, lets them run over by as much). */
  checkEveryMs: 1_000,
} as const

/** The deadlines, in milliseconds (tests give shorter ones). */
export type Timeouts = Record<keyof typeof TIMEOUTS, number>

/** Options of `createServer` that bound the headers and the whole request. */
export const serverTimeoutOptions = (timeouts: Timeouts = TIMEOUTS): ServerOptions => ({
  headersTimeout: timeouts.headersMs,
  requestTimeout: timeouts.uploadMs,
  connectionsCheckingInterval: timeouts.checkEveryMs,
})

/** Closes connections idle for `idleMs` (Node's own keep-alive timeout stays shorter, 5 s). */
export function applyIdleTimeout(server: Server, timeouts: Timeouts = TIMEOUTS) {
  server.timeout = timeouts.idleMs
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

/**
 * The idle deadline is the client's: it stops once the request has been read and starts again
 * with the answer. A request the server itself keeps waiting (an image render queued behind
 * others on a busy machine) is never cut off for that wait, while a client that stops sending, or
 * stops reading its answer, still is.
 */
export function withIdleDeadlineOnClient(listener: Listener, timeouts: Timeouts = TIMEOUTS): Listener {
  return (req, res) => {
    const { socket } = req
    const pause = () => {
      if (!res.headersSent) socket.setTimeout(0)
    }
    if (hasBody(req)) req.once('end', pause)
    else pause()
    // Every answer passes here, explicit or implicit (`_implicitHeader` calls it too).
    const writeHead = res.writeHead
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      socket.setTimeout(timeouts.idleMs)
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
    } as ServerResponse['writeHead']
    listener(req, res)
  }
}

/**
 * Gives every body but the review photos `smallBodyMs` to arrive once its headers have: a body
 * that drips is answered 408 and its connection closed, instead of being held for the whole
 * request deadline, which review uploads need.
 */
export function withBodyDeadline(listener: Listener, timeouts: Timeouts = TIMEOUTS): Listener {
  return (req, res) => {
    if (hasBody(req)) {
      const pathname = (req.url ?? '/').split('?')[0]!
      if (bodyLimitFor(pathname).refusedBy !== 'route') {
        const timer = setTimeout(() => {
          if (!res.headersSent) res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' })
          res.end(JSON.stringify({ error: `Request body too slow: send it within ${timeouts.smallBodyMs / 1000} seconds` }))
          req.socket.destroy()
        }, timeouts.smallBodyMs)
        timer.unref()
        const clear = () => clearTimeout(timer)
        req.once('end', clear)
        res.once('close', clear)
      }
    }
    listener(req, res)
  }
}
