import type { AppLoadContext } from 'react-router'

/**
 * Server-only markup rendered for one request (a listing, a search's answers): sent once (decision
 * 075). For the page's own request the document takes the HTML from the request (`entry.server.tsx`
 * reads `documentMarkup`) and the loader's data carries `null`, so the HTML is not sent again as
 * data; for a client-side visit (a data request) the HTML goes with the data, as nothing else
 * brings it. `ServerMarkup`'s `html` prop takes what this returns.
 */
export function requestMarkup(context: Pick<AppLoadContext, 'documentMarkup'>, id: string, html: string): string | null {
  if (!context.documentMarkup) return html
  context.documentMarkup.set(id, html)
  return null
}
