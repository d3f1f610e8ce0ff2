import { useContext } from 'react'
import { preloadModule, type PreloadModuleOptions } from 'react-dom'
import { UNSAFE_FrameworkContext, useMatches } from 'react-router'

// React 19.3 forwards `fetchPriority` for module preloads; its type does not list it yet.
type LowPriority = PreloadModuleOptions & { fetchPriority: 'low' }

/**
 * The page's scripts, preloaded at low fetch priority, as React preloads its own bootstrap
 * modules: the stylesheet, the fonts and the LCP image go first and the scripts fill the line
 * beside them, instead of 140 KB at high priority competing with what paints the page. React
 * Router's `<Scripts>` preloads the same files at the browser's default priority; these hints come
 * first in the head, and a browser keeps the priority a file was first asked for with. Server
 * only: once hydrated, React Router preloads nothing itself.
 */
export function LowPriorityScripts({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  const matches = useMatches()
  if (!framework || typeof document !== 'undefined') return null
  const { manifest } = framework
  const routeModules = matches.flatMap(({ id }) => {
    const route = manifest.routes[id]
    return route ? [route.module, ...(route.imports ?? [])] : []
  })
  const options: LowPriority = { as: 'script', fetchPriority: 'low', nonce }
  for (const href of new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...routeModules])) {
    if (href) preloadModule(href, options)
  }
  return null
}
