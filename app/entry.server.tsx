import { PassThrough, Writable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { NonceProvider } from '~/lib/nonce'
import { loggedPath } from '~/lib/logged-path'

export const streamTimeout = 5_000

/**
 * How long a page whose data is cached (almost always) may take to complete before it is streamed
 * instead: a complete page paints once, with no spinner and no layout shift when the rest arrives.
 */
const ALL_READY_WAIT_MS = 150

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  const nonce = loadContext.nonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let sent = false
    // Crawlers and link previews get the whole document at once. Shoppers get it as soon as it is
    // complete, or streamed (a spinner where data is late) once ALL_READY_WAIT_MS have passed.
    const userAgent = request.headers.get('user-agent')
    const waitForAllReady = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode)

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const finish = () => {
      clearTimeout(timeoutId)
      timeoutId = undefined
    }

    // Streamed: the shell now, what is late as it arrives.
    const stream = (status: number) => {
      if (sent) return
      sent = true
      const body = new PassThrough({
        final(callback) {
          finish()
          callback()
        },
      })
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      pipe(body)
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
    }

    // Complete: React's output is gathered and sent as one body, with no stream per response
    // to pass it through.
    const sendWhole = (status: number) => {
      if (sent) return
      sent = true
      const chunks: Buffer[] = []
      pipe(
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk)
            callback()
          },
          final(callback) {
            finish()
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            const page = Buffer.concat(chunks)
            resolve(new Response(new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength), { headers: responseHeaders, status }))
            callback()
          },
        }),
      )
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A completed Suspense boundary is sent in its place, never hidden and revealed by an inline
        // script (React's default for one past 12.8 KB of the page): the page reads the same without
        // JavaScript and paints without waiting for the script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true
          if (waitForAllReady) return
          // The status is the shell's: an error in a late part shows in its place, not as a 500.
          const status = responseStatusCode
          setTimeout(() => stream(status), ALL_READY_WAIT_MS)
        },
        onAllReady() {
          sendWhole(responseStatusCode)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          if (loadContext.render) loadContext.render.failed = true
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (context.render) context.render.failed = true
  // Aborted requests (the shopper navigated away) are not errors worth logging.
  if (request.signal.aborted) return
  // A method a page does not serve (OPTIONS or PUT to a form's page) is the caller's mistake: one line.
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`[${error.status}] ${request.method} ${loggedPath(request.url)}`)
    return
  }
  console.error(`[ssr] ${request.method} ${loggedPath(request.url)}:`, error)
}
