import { expect, test } from '@playwright/test'
import { PORT } from '../../playwright.config'
import { exited, startShop, waitForReady } from './support/processes'

test.describe('server process', () => {
  test('a bad configuration stops start-up with a message naming the variable', async () => {
    const { child, output } = await startShop(0, { PORT: 'eighty' })
    const [code] = await exited(child)
    expect(code).toBe(1)
    expect(output()).toContain('PORT: expected a port number between 1 and 65535')
  })

  test('logs the path of an unknown page', async () => {
    const port = PORT + 1
    const { child, output, url } = await startShop(port)
    try {
      await waitForReady(url)
      const res = await fetch(`http://127.0.0.1:${port}/lost/in/the/garden`)
      expect(res.status).toBe(404)
      await expect.poll(output).toContain('[404] GET /lost/in/the/garden')
    } finally {
      child.kill('SIGKILL')
    }
  })

  test('a method a route does not serve: 405 with what to use, one line in the log, no stack trace', async () => {
    const port = PORT + 6
    const { child, output, url } = await startShop(port)
    try {
      await waitForReady(url)
      for (const method of ['GET', 'OPTIONS', 'PUT', 'DELETE']) {
        const res = await fetch(`${url}/api/checkout`, { method })
        expect(res.status, method).toBe(405)
        expect(res.headers.get('allow'), method).toBe('POST')
        expect(await res.json(), method).toEqual({ error: 'Use POST' })
      }
      for (const path of ['/contact', '/newsletter']) {
        const res = await fetch(`${url}${path}`, { method: 'OPTIONS' })
        expect(res.status, path).toBe(405)
        await expect.poll(output).toContain(`[405] OPTIONS ${path}`)
      }
      expect(output()).not.toMatch(/ErrorResponseImpl|\n\s+at /)
    } finally {
      child.kill('SIGKILL')
    }
  })

  test('SIGTERM lets an in-flight request finish, then exits cleanly', async () => {
    const port = PORT + 2
    const { child, output, url } = await startShop(port)
    await waitForReady(url)
    const inFlight = fetch(`http://127.0.0.1:${port}/about-grounding`).then(async (r) => ({ status: r.status, body: await r.text() }))
    // The request is on its way; the stop signal arrives while it is served.
    await new Promise((r) => setTimeout(r, 5))
    child.kill('SIGTERM')
    const [code] = await exited(child)
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(response.body).toContain('</html>')
    expect(code).toBe(0)
    expect(output()).toContain('SIGTERM received')
  })
})
