import { afterEach, describe, expect, it, vi } from 'vitest'
import { fullCollection, releaseMemoryWhenIdle } from './idle-memory'

describe('memory given back when idle', () => {
  afterEach(() => vi.useRealTimers())

  it('collects once after traffic falls quiet, never during it, and not again while idle', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    const collect = vi.fn()
    const idle = releaseMemoryWhenIdle({ quietMs: 5000, checkEveryMs: 1000, collect })
    try {
      vi.advanceTimersByTime(10_000)
      expect(collect).not.toHaveBeenCalled() // no traffic yet: nothing to give back
      for (let i = 0; i < 20; i++) {
        idle.touch()
        vi.advanceTimersByTime(1000)
      }
      expect(collect).not.toHaveBeenCalled() // steady traffic
      vi.advanceTimersByTime(6000)
      expect(collect).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(60_000)
      expect(collect).toHaveBeenCalledTimes(1)
    } finally {
      idle.stop()
    }
  })

  it('has a real full collection to call without --expose-gc', () => {
    const idle = releaseMemoryWhenIdle()
    idle.stop()
    // The compacting collection runs (and sets V8's compaction back) without the flag given at start.
    const collect = fullCollection()
    collect()
    collect()
  })
})
