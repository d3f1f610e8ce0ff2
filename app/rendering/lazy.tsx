import { type ComponentType, lazy, useState } from 'react'

/**
 * `React.lazy` whose module can be fetched before its first render: call `preload()` on the
 * shopper's intent (pointer over, focus, touch start) so the code is there by the tap. Once the
 * module has loaded, a new instance renders it at once: `lazy` alone would still suspend on its
 * first render and React would hold the boundary's content back for a moment after its fallback.
 * A failed load may be tried again.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  let loaded: ComponentType<P> | null = null
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const Lazy = lazy(preload)
  function Preloaded(props: P) {
    // Chosen once per instance: switching from one to the other later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Preloaded, { preload })
}
