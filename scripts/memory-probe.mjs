/**
 * Loaded into the server by `npm run memory` (`node --import ./scripts/memory-probe.mjs`), never by
 * `npm start`: on SIGUSR2 it prints one line, `memory-probe {json}`, with what the process itself
 * can tell about its memory (V8's heap, memory outside it, sharp's cache), so the script can say
 * where the resident size goes. Only read, never collect: the figure is the server's own.
 */
import v8 from 'node:v8'

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10

async function report() {
  const usage = process.memoryUsage()
  const heap = v8.getHeapStatistics()
  let sharp = null
  try {
    // The server's own instance (one module per resolved file): asking for the cache's figures
    // without arguments changes nothing.
    const { default: s } = await import('sharp')
    sharp = { cache: s.cache(), concurrency: s.concurrency(), counters: s.counters() }
  } catch {
    // The server runs without sharp: nothing to report.
  }
  const line = {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    mallocedMemory: mb(heap.malloced_memory),
    peakMallocedMemory: mb(heap.peak_malloced_memory),
    // Each space's size and, of it, what is in use.
    spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, [mb(s.space_size), mb(s.space_used_size)]])),
    sharp,
  }
  process.stderr.write(`memory-probe ${JSON.stringify(line)}\n`)
}

process.on('SIGUSR2', () => void report())
