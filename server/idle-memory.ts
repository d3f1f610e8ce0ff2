import v8 from 'node:v8'
import vm from 'node:vm'

/**
 * Gives memory back once the shop falls idle after traffic. V8 keeps the heap it grew to under
 * load until something makes it collect, and an idle server allocates nothing: after three
 * minutes of mixed traffic the process stayed 150 MB above its idle figure. One full collection,
 * a few seconds into a quiet spell, returns the emptied pages to the system; a server under
 * steady traffic never runs it.
 */
export function releaseMemoryWhenIdle({ quietMs = 5_000, checkEveryMs = 2_500, collect = fullCollection() } = {}) {
  let lastRequest = 0
  let dirty = false
  const timer = setInterval(() => {
    if (!dirty || performance.now() - lastRequest < quietMs) return
    dirty = false
    collect()
  }, checkEveryMs)
  timer.unref()
  return {
    /** Call on every request. */
    touch() {
      lastRequest = performance.now()
      dirty = true
    },
    stop: () => clearInterval(timer),
  }
}

/** `gc()` as `--expose-gc` gives it, without asking every way of starting the server for the flag. */
function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  v8.setFlagsFromString('--expose-gc')
  return vm.runInNewContext('gc') as () => void
}
