import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { holdScriptsUntilPaintStream } from '~/lib/html/after-paint.server'
import { NonceProvider } from '~/lib/nonce'

export const streamTimeout = 5_000

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
    // Crawlers and link previews get the whole document at once, shoppers get it streamed.
    const userAgent = request.headers.get('user-agent')
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          const html = body.pipe(holdScriptsUntilPaintStream())
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }))
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
    console.warn(`[${error.status}] ${request.method} ${new URL(request.url).pathname}`)
    return
  }
  console.error(`[ssr] ${request.method} ${new URL(request.url).pathname}:`, error)
}
