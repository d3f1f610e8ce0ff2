import { createHash } from 'node:crypto'
import type { Route } from './+types/route'
import { markupHtml } from './fragments.server'

/**
 * A fragment of server-only markup, for a client-side navigation to its page (the server's page
 * has it already). It changes only with a deploy: the browser asks again with the ETag each time,
 * and keeps what it got for the rest of the visit.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const html = markupHtml(params.id, context.siteUrl)
  if (html === undefined) throw new Response('Not found', { status: 404 })
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`
  const headers = { 'Cache-Control': 'no-cache', ETag: etag, 'Content-Type': 'text/html; charset=utf-8' }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(html, { headers })
}
