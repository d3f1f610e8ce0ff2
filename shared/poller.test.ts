import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPoller } from './poller'

afterEach(() => vi.useRealTimers())

/** A drain that finishes only when told, counting its runs. */
function controlledDrain() {
  const finishers: (() => void)[] = []
  const drain = vi.fn(() => new Promise<number>((resolve) => finishers.push(() => resolve(finishers.length))))
  return { drain, finish: () => finishers.at(-1)!() }
}

describe('createPoller', () => {
  it('shares one run between concurrent calls, then runs once more for the work they may have queued', async () => {
    const { drain, finish } = controlledDrain()
    const poller = createPoller(drain, { pollMs: 60_000, report: () => {} })
    poller.start()
    const first = poller.runOnce()
    poller.kick()
    expect(drain).toHaveBeenCalledTimes(1)
    finish()
    await first
    await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(2), { timeout: 120_000 })
    finish()
    await poller.stop()
  })

  it('polls every pollMs once started, reports a failed run and keeps polling, and stops', async () => {
    vi.useFakeTimers()
    const report = vi.fn()
    const drain = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(0)
    const poller = createPoller(drain, { pollMs: 1_000, report })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'database away' }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(drain).toHaveBeenCalledTimes(2)
    await poller.stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(drain).toHaveBeenCalledTimes(2)
  })

  it('does nothing on kick before it is started', () => {
    const drain = vi.fn().mockResolvedValue(0)
    createPoller(drain, { pollMs: 1_000, report: () => {} }).kick()
    expect(drain).not.toHaveBeenCalled()
  })
})
