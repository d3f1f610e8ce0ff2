import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'

const rendered = new Map<string, string>()

/**
 * Server-only markup's HTML. The router around it lets its `<Link>`s render their anchors (as the
 * address `location` would have them).
 */
export function renderMarkup(element: ReactElement, location = '/'): string {
  return renderToStaticMarkup(<StaticRouter location={location}>{element}</StaticRouter>)
}

/** `renderMarkup`, kept by its input (`renderForInput`). */
export const renderMarkupKept = (element: ReactElement, location = '/') => renderForInput(element, location, () => renderMarkup(element, location))

/**
 * A fragment's HTML, rendered the first time it is asked for and kept for the life of the process:
 * it depends on nothing of a request.
 */
export function renderOnce(key: string, element: () => ReactElement): string {
  let html = rendered.get(key)
  if (html === undefined) {
    html = renderMarkup(element())
    rendered.set(key, html)
  }
  return html
}

/** Markup rendered for requests by the digest of its input; the least recently used go first. */
const byInput = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (html) => html.length || 1 })

/** Each component's id in the digests: a component is code, not data. */
const componentIds = new WeakMap<object, number>()
let components = 0

function typeId(type: unknown): string {
  if (typeof type === 'string') return type
  if (typeof type === 'symbol') return type.description ?? 'symbol'
  let id = componentIds.get(type as object)
  if (id === undefined) componentIds.set(type as object, (id = ++components))
  return `#${id}`
}

class NotData extends TypeError {}

const isElement = (value: unknown): value is ReactElement =>
  typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol'

/** The input as text: data as JSON, an element as its type, key and props; a function or symbol is not data. */
function inputText(element: ReactElement, location: string): string {
  return JSON.stringify([location, element], (key, value: unknown) => {
    if (isElement(value)) return { type: typeId(value.type), key: value.key, props: value.props }
    if (typeof value === 'function' || typeof value === 'symbol') throw new NotData(`Markup input "${key}" is not data`)
    return value
  })
}

/**
 * Markup rendered for a request (decision 079), kept by the digest of what it is rendered from:
 * `element` (its components and props, its children included) at the address `location`. The
 * components of server-only markup are pure, so the same input gives the same HTML, and a page
 * asked for again with the same data takes it instead of rendering it again. A changed price,
 * stock or product is a new input, so nothing kept is ever stale and nothing needs to be told.
 * `render` must read nothing but the element and the address. Props that are not data (a function)
 * fail in development and the tests; in production such markup is rendered every time.
 */
export function renderForInput(element: ReactElement, location: string, render: () => string): string {
  let text: string
  try {
    text = inputText(element, location)
  } catch (error) {
    if (!(error instanceof NotData) || !import.meta.env.PROD) throw error
    return render()
  }
  const key = createHash('sha1').update(text).digest('base64url')
  let html = byInput.get(key)
  if (html === undefined) {
    html = render()
    byInput.set(key, html)
  }
  return html
}
