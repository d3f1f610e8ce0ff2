/**
 * Toasts without shipping the toast library on first load: the first toast loads sonner and
 * mounts its Toaster, which shows the toasts created before it subscribed.
 */
import type * as SonnerModule from 'sonner'

type Sonner = typeof SonnerModule
type Options = { description?: string }

let sonner: Promise<Sonner> | null = null
let requested = false
const listeners = new Set<() => void>()

const load = () => (sonner ??= import('sonner'))

function show(call: (s: Sonner) => void) {
  if (!requested) {
    requested = true
    listeners.forEach((notify) => notify())
  }
  void load().then(call)
}

export const toast = {
  success: (title: string, options?: Options) => show((s) => s.toast.success(title, options)),
  error: (title: string, options?: Options) => show((s) => s.toast.error(title, options)),
  message: (title: string, options?: Options) => show((s) => s.toast(title, options)),
}

/** For the deferred Toaster: whether any toast has been asked for yet. */
export const toasterState = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => requested,
  getServerSnapshot: () => false,
}
