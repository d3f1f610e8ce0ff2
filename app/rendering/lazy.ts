import { type ComponentType, lazy } from 'react'

/**
 * `React.lazy` whose module can be fetched before its first render: call `preload()` on the
 * shopper's intent (pointer over, focus, touch start) so the code is there by the tap. A failed
 * load may be tried again.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
  return Object.assign(lazy(preload), { preload })
}
