import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { errorResponse } from './http'
import type { FunctionsHandler, RequestInfo } from './index'

/**
 * Headers the Supabase client sends, answered in preflights: one string, as Supabase's own CORS
 * sample writes them (hono/cors would join a list without the spaces).
 */
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region'

/**
 * A function's handler behind hono/cors: the shop's origin allowed when it is the caller's, on
 * every answer alike (success or error), `Vary: Origin` always, since whether it is allowed
 * depends on who asks (a cache must not hand one origin's answer to another), and the preflight
 * answered for the shop's own origin only.
 */
export function withCors(handler: FunctionsHandler, allowedOrigin: string): FunctionsHandler {
  const app = new Hono<{ Bindings: { info: RequestInfo } }>()
  // hono/cors answers any preflight with 204; another site's is refused instead.
  app.options('*', async (c, next) => (c.req.header('Origin') === allowedOrigin ? next() : errorResponse(403, 'Origin not allowed', {}, { Vary: 'Origin' })))
  app.use(cors({ origin: allowedOrigin, allowMethods: ['POST, OPTIONS'], allowHeaders: [ALLOWED_HEADERS], maxAge: 86_400 }))
  app.all('*', (c) => handler(c.req.raw, c.env.info))
  return async (request, info) => app.fetch(request, { info })
}
