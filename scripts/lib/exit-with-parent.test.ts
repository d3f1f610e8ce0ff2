import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { EXIT_WITH_PARENT } from './shop-process'

/** Running, and not a zombie waiting for whoever adopted it to read its exit. */
const running = (pid: number) => existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))

describe.skipIf(process.platform !== 'linux')('a shop started by the tests', () => {
  it('stops itself once its starter is killed outright', async () => {
    // The shop says when it runs (its preload has read its parent), and only then the starter gives its id.
    const shop = `process.on('SIGTERM', () => process.exit(0)); console.log('running'); setInterval(() => {}, 1 << 30)`
    const starter = spawn(
      process.execPath,
      [
        '-e',
        `const child = require('node:child_process').spawn(process.execPath, ['--import', ${JSON.stringify(EXIT_WITH_PARENT)}, '-e', ${JSON.stringify(shop)}], { stdio: ['ignore', 'pipe', 'inherit'] })
         child.stdout.once('data', () => console.log(child.pid))
         setInterval(() => {}, 1 << 30)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const [line] = (await once(starter.stdout!, 'data')) as [Buffer]
    const pid = Number(String(line).trim())
    expect(running(pid)).toBe(true)
    starter.kill('SIGKILL')
    await vi.waitFor(() => expect(running(pid)).toBe(false), { timeout: 60_000, interval: 200 })
  })
})
