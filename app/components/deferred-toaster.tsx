import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toasterState } from '~/lib/toast'

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** Mounts sonner's Toaster once the first toast is requested (see ~/lib/toast). */
export function DeferredToaster() {
  const requested = useSyncExternalStore(toasterState.subscribe, toasterState.getSnapshot, toasterState.getServerSnapshot)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  )
}
