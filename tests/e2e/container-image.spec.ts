import { execFile, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { freePort } from '../../scripts/lib/shop-process'

const run = promisify(execFile)

/** The machine's container engine, if it has one that answers (Docker, or Podman with the same commands). */
const engine = ['docker', 'podman'].find((command) => spawnSync(command, ['version'], { stdio: 'ignore', timeout: 30_000 }).status === 0)

// Reported as skipped, with this reason, in the run's summary (tests/setup/flaky-reporter.ts).
test.skip(!engine, 'needs a container engine (docker or podman answering `version`): none on this machine')

test('the container image builds from the Dockerfile, starts on its embedded defaults and answers its health checks', async () => {
  // Building installs every dependency and builds the shop: minutes on a busy machine; only a hang is bounded.
  test.setTimeout(30 * 60_000)
  const image = `groundwell-shop-test:${process.pid}`
  await run(engine!, ['build', '-t', image, '.'], { maxBuffer: 64 * 1024 * 1024 })
  const port = await freePort()
  const { stdout } = await run(engine!, ['run', '-d', '--rm', '-p', `127.0.0.1:${port}:3000`, '-e', `PUBLIC_SITE_URL=http://127.0.0.1:${port}`, image])
  const container = stdout.trim()
  try {
    const url = `http://127.0.0.1:${port}`
    await expect
      .poll(
        () =>
          fetch(`${url}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 5 * 60_000 },
      )
      .toBe(200)
    expect(await (await fetch(`${url}/livez`)).json()).toEqual({ status: 'alive' })
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('cache-control')).toContain('s-maxage=60')
    // SIGTERM (the image's stop signal) ends it cleanly.
    await run(engine!, ['stop', '-t', '20', container])
  } finally {
    await run(engine!, ['rm', '-f', container]).catch(() => {})
    await run(engine!, ['rmi', '-f', image]).catch(() => {})
  }
})
