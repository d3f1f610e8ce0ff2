import { Duplex } from 'node:stream'
import { constants, createGzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/**
 * Pages gzipped so that what React sends together reaches the browser together. Hono's compress
 * (the Web's CompressionStream) emits compressed data only as its buffer fills, so a streamed page
 * (the shell, then a late section) reached the browser cut at an arbitrary byte of the shell, often
 * inside the header, and the rest only with the late section: the header was drawn in pieces (its
 * items jumped as the rest arrived) and the shell's paint waited for the slow data. Here React's
 * writes of one moment are joined and each such part is flushed to the browser whole.
 */
export function compressPages(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const isPage = (res.headers.get('Content-Type') ?? '').startsWith('text/html')
    if (!isPage || !res.body || c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return
    vary(res.headers)
    if (!/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) return
    const gzip = Duplex.toWeb(createGzip({ flush: constants.Z_SYNC_FLUSH })) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>
    const compressed = new Response(res.body.pipeThrough(joinWritesOfOneMoment()).pipeThrough(gzip), res)
    compressed.headers.delete('Content-Length')
    compressed.headers.set('Content-Encoding', 'gzip')
    c.res = compressed
  }
}

function vary(headers: Headers) {
  const current = headers.get('Vary')
  if (current !== '*' && !/\baccept-encoding\b/i.test(current ?? '')) headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding')
}

/** The chunks written in one turn of the event loop (React writes its shell in many), as one. */
function joinWritesOfOneMoment(): TransformStream<Uint8Array, Uint8Array> {
  let parts: Uint8Array[] = []
  let pending: Promise<void> | null = null
  const join = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (parts.length) controller.enqueue(Buffer.concat(parts))
    parts = []
  }
  return new TransformStream({
    transform(chunk, controller) {
      parts.push(chunk)
      pending ??= new Promise<void>((resolve) =>
        setImmediate(() => {
          pending = null
          join(controller)
          resolve()
        }),
      )
    },
    async flush(controller) {
      await pending
      join(controller)
    },
  })
}
