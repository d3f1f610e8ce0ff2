import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toasterState } from '~/lib/toast'

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** Long enough to read a sentence and reach the close button. */
const TOAST_MS = 6000

/** Mounts sonner's Toaster once the first toast is requested (see ~/lib/toast). */
export function DeferredToaster() {
  const requested = useSyncExternalStore(toasterState.subscribe, toasterState.getSnapshot, toasterState.getServerSnapshot)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton duration={TOAST_MS} />
    </Suspense>
  )
}
