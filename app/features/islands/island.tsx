import { type ComponentType, createElement, type ReactNode, use, useEffect, useRef, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { wakeOnInteraction } from './wake'

/**
 * An island: a part of a page that runs (a form, the review filters) but whose code the browser
 * needs only once the shopper uses it (decision 073). The server renders it with the page, as any
 * component. The browser keeps that HTML as it is through the page's hydration (as it does server-
 * only markup, decision 065) without the island's code, so until then the forms post and the
 * filters submit as they do without JavaScript. The first focus, press, input or submit inside it
 * loads the code and hydrates the island in a React root of its own, on the same elements, so
 * focus and what the shopper typed stay; a submit made while the code is on its way waits for it.
 *
 * The island's root sees none of the page's contexts (the router's among them): what it needs of
 * the page, such as a fetcher or the address, comes in its props, and new props render it again.
 *
 * A page reached by a client-side navigation has no server HTML: there the island is an ordinary
 * part of the page, its code loaded by the route's `clientLoader` beside the data (`preload`).
 */
export function defineIsland<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null
  let loaded: ComponentType<P> | null = null
  /** Loads the island's code once (a failed load may be tried again). */
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))

  /** The component in the wrapper the browser finds again: on the server, and after a client-side navigation. */
  function RenderedIsland(props: P) {
    // The same component every time: the module's, loaded once (waited for only the first time).
    return (
      <div data-island={id} className="contents">
        {createElement(loaded ?? use(preload()), props)}
      </div>
    )
  }

  function BrowserIsland(props: P) {
    // Hydrating the server's page: the island's HTML is in the document.
    const [html] = useState(() => {
      const found = document.querySelector(`[data-island="${id}"]`)?.innerHTML
      return found === undefined ? null : { __html: found }
    })
    return html ? <DormantIsland id={id} html={html} load={preload} props={props} /> : <RenderedIsland {...props} />
  }

  return { preload, Island: import.meta.env.SSR ? RenderedIsland : BrowserIsland }
}

type DormantProps<P> = { id: string; html: { __html: string }; load: () => Promise<ComponentType<P>>; props: P }

/** The server's HTML of an island, kept until the shopper wakes it, then hydrated in a root of its own. */
function DormantIsland<P extends object>({ id, html, load, props }: DormantProps<P>) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(props)
  // The island's root once made, and a render of it with the latest props once its elements are
  // React's: rendering a root still hydrating would make it drop the server's elements for new ones.
  const island = useRef<{ root: Root; update: (() => void) | null } | null>(null)

  // New props (a fetcher's state, the address) render the island again.
  useEffect(() => {
    latest.current = props
    island.current?.update?.()
  })

  useEffect(() => {
    const container = ref.current
    if (!container) return
    let cancelled = false
    let waking: Promise<void> | null = null
    const wake = () =>
      (waking ??= load().then(
        (Component) =>
          new Promise<void>((resolve) => {
            if (cancelled) return resolve()
            // The same tree every time, so a new render keeps the island's state.
            const render = () => (
              <Mounted onMount={mounted}>
                <Component {...latest.current} />
              </Mounted>
            )
            const root = hydrateRoot(container, render())
            const current = { root, update: null as (() => void) | null }
            function mounted() {
              if (current.update) return
              current.update = () => root.render(render())
              // Props that changed while it hydrated.
              current.update()
              resolve()
            }
            island.current = current
          }),
      ))
    const stop = wakeOnInteraction(container, wake)
    return () => {
      cancelled = true
      stop()
      const current = island.current
      island.current = null
      // Not while the page's own root is committing this unmount.
      if (current) setTimeout(() => current.root.unmount(), 0)
    }
  }, [load])

  // React never writes a `dangerouslySetInnerHTML` again while it is the same, so the elements
  // inside are the island root's alone.
  return <div ref={ref} data-island={id} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={html} />
}

/** Tells when the island's elements are React's: an effect runs after its children's. */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(() => onMount(), [onMount])
  return children
}
