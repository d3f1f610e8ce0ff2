/**
 * The loop of a queue table's worker (the mail outbox, the Shopify Admin tasks): `runOnce` works
 * through what is due, and concurrent calls share one run and ask for one more after it, so work
 * queued during a run is never left waiting for the next poll; `start` polls every `pollMs`;
 * `kick` runs now, after a commit queued something; `stop` ends polling and waits for the run in
 * progress.
 */
export function createPoller<T>(drain: () => Promise<T>, { pollMs, report }: { pollMs: number; report: (error: unknown) => void }) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<T> | null = null
  let again = false
  let stopped = true

  function runOnce(): Promise<T> {
    if (running) {
      again = true
      return running
    }
    running = drain().finally(() => {
      running = null
      if (again && !stopped) {
        again = false
        void runOnce().catch(report)
      }
    })
    return running
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      runOnce().catch(report).finally(schedule)
    }, pollMs)
    // A waiting poll never keeps the process alive.
    ;(timer as { unref?: () => void }).unref?.()
  }

  return {
    runOnce,
    /** Starts polling. */
    start() {
      if (!stopped) return
      stopped = false
      void runOnce().catch(report)
      schedule()
    },
    /** Looks for work now. */
    kick() {
      if (!stopped) void runOnce().catch(report)
    },
    /** Stops polling and waits for a run in progress to finish. */
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running?.catch(() => {})
    },
  }
}
