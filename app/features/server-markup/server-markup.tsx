import { createContext, useContext, useEffect, useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { followLink } from './follow-link'

/**
 * Server-only markup: sections with nothing to run in the browser (copy, links, native `<details>`)
 * are rendered to HTML once per server process and sent as that HTML, so no request renders them
 * again and the browser does not hydrate them or download their code and copy (decision 065).
 *
 * On the server the HTML comes from this context, given by `entry.server.tsx`. In the browser, a
 * page that was server-rendered keeps the HTML it came with; a page reached by client-side
 * navigation fetches it first (`loadServerMarkup` in the route's `clientLoader`).
 */
export const ServerMarkupContext = createContext<((id: string) => string) | null>(null)

/** Each fragment's HTML as the browser has it, kept for the next client-side visit. */
const inBrowser = new Map<string, string>()

/** The endpoint a client-side navigation fetches a fragment from (`app/routes/markup/route.ts`). */
export const markupPath = (id: string) => `/markup/${encodeURIComponent(id)}`

/** Fetches the fragments not yet in the browser; a route's `clientLoader` awaits it. */
export async function loadServerMarkup(ids: readonly string[]) {
  await Promise.all(
    ids
      .filter((id) => !inBrowser.has(id))
      .map(async (id) => {
        const response = await fetch(markupPath(id))
        if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText })
        inBrowser.set(id, await response.text())
      }),
  )
}

/** A fragment's HTML as the server's page has it (hydration keeps it as it is). */
function documentMarkup(id: string): string {
  const html = document.querySelector(`[data-server-markup="${CSS.escape(id)}"]`)?.innerHTML
  if (html === undefined) throw new Error(`Server markup "${id}" was neither loaded nor in the page`)
  return html
}

function browserMarkup(id: string): string {
  let html = inBrowser.get(id)
  if (html === undefined) {
    // Hydrating the server's page: the fragment is already in the document.
    html = documentMarkup(id)
    inBrowser.set(id, html)
  }
  return html
}

/**
 * A fragment of server-only markup in its place. The wrapper is `display: contents`, so the
 * sections lay out as children of the page. Its links navigate client-side, like a `<Link>`.
 *
 * `html` is markup rendered for this request (`requestMarkup`): the HTML a client-side visit's data
 * brought, or `null` on the page's own request, whose document has it (decision 075). Without it,
 * `id` names a fragment kept for the life of the server process.
 */
export function ServerMarkup({ id, html: ofRequest }: { id: string; html?: string | null }) {
  const serverMarkup = useContext(ServerMarkupContext)
  const navigate = useNavigate()
  const ref = useRef<HTMLDivElement>(null)
  // One listener for all its links, which are plain anchors (Enter on one clicks it too).
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onClick = (event: MouseEvent) => followLink(event, element, navigate)
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [navigate])
  const html = ofRequest ?? (serverMarkup ? serverMarkup(id) : ofRequest === null ? null : browserMarkup(id))
  // The same object while the HTML is the same: React then never rewrites the fragment. The
  // document's own markup is read once, as hydration finds it.
  const inner = useMemo(() => ({ __html: html ?? documentMarkup(id) }), [html, id])
  return (
    <div
      ref={ref}
      data-server-markup={id}
      className="contents"
      // Hydration keeps the server's HTML as it is (React does not compare inner HTML).
      suppressHydrationWarning
      dangerouslySetInnerHTML={inner}
    />
  )
}
