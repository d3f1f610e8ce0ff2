import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'

const rendered = new Map<string, string>()

/**
 * A fragment's HTML, rendered the first time it is asked for and kept for the life of the process:
 * it depends on nothing of a request. The router around it lets its `<Link>`s render their anchors.
 */
export function renderOnce(key: string, element: () => ReactElement): string {
  let html = rendered.get(key)
  if (html === undefined) {
    html = renderToStaticMarkup(<StaticRouter location="/">{element()}</StaticRouter>)
    rendered.set(key, html)
  }
  return html
}
