import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { Config } from '../config'
import { securityHeaders } from './security'
import type { Storefront } from './storefront'

export type AppOptions = {
  config: Config
  /** The React Router server build, or a loader of it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** Folder of the client build; unset in development, where Vite serves the assets. */
  clientDir?: string
  storefront: Storefront
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages are the same for every shopper (the cart lives in the browser), so a CDN may keep them briefly. */
export const HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

export function createApp({ config, build, clientDir, storefront }: AppOptions) {
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>()
  const handle = createRequestHandler(build, config.mode === 'production' ? 'production' : 'development')

  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))

  // One URL per page: /faq/ and /faq//x redirect to their canonical form.
  app.use(async (c, next) => {
    const url = new URL(c.req.url)
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const trimmed = url.pathname.replace(/\/+$/, '') || '/'
      return c.redirect(`${trimmed.replace(/^\/+/, '/')}${url.search}`, 301)
    }
    await next()
  })

  if (config.mode === 'production') app.use(securityHeaders(config))
  app.use(compress())
  if (storefront.routes) app.route('/', storefront.routes)

  if (clientDir) {
    app.use(
      '/assets/*',
      serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
    )
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    )
  }

  app.all('*', async (c) => {
    const response = await handle(c.req.raw, {
      siteUrl: config.siteUrl,
      nonce: c.get('secureHeadersNonce') ?? '',
      storefront: storefront.client,
      checkoutOrigin: storefront.checkoutOrigin,
    })
    if (!response.headers.has('Cache-Control')) {
      const isPage = (response.headers.get('Content-Type') ?? '').startsWith('text/html')
      const cacheable = c.req.method === 'GET' && isPage && (response.status === 200 || response.status === 404)
      response.headers.set('Cache-Control', cacheable ? HTML_CACHE : 'no-store')
    }
    return response
  })

  return app
}
