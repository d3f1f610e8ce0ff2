import { afterEach, describe, expect, it, vi } from 'vitest'
import { execFileSync } from 'node:child_process'
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

describe('heap growth bounded from the start', () => {
  // In a process of its own, started as the server is: objects kept while it starts (its last
  // collection then sets a limit far above them), then traffic's garbage, which lives long enough
  // to reach the old space. The heap may grow about 25% over what it holds, not to that first limit.
  it('keeps the heap near what it holds under traffic right after start', () => {
    const script = `
      import v8 from 'node:v8'
      import { boundHeapGrowth } from './server/idle-memory.ts'
      const kept = []
      for (let i = 0; i < 300; i++) kept.push(new Array(10_000).fill(i).map((n) => ({ n })))
      boundHeapGrowth(25)
      const recent = []
      let peak = 0
      for (let i = 0; i < 6_000; i++) {
        recent.push(new Array(1_000).fill(i).map((n) => ({ n })))
        if (recent.length > 40) recent.shift()
        if (i % 20 === 0) peak = Math.max(peak, v8.getHeapStatistics().used_heap_size)
      }
      globalThis.gc()
      console.log(JSON.stringify({ peak, live: v8.getHeapStatistics().used_heap_size, kept: kept.length }))
    `
    const out = execFileSync(process.execPath, ['--max-semi-space-size=4', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    })
    const { peak, live } = JSON.parse(out.trim().split('\n').at(-1)!) as { peak: number; live: number }
    expect(live).toBeGreaterThan(80 * 2 ** 20) // the kept objects are there
    expect(peak / live).toBeLessThan(1.6)
  })
})
