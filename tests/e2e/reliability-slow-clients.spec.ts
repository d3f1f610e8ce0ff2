import { connect, type Socket } from 'node:net'
import { expect, test } from '@playwright/test'
import { TIMEOUTS } from '../../server/timeouts'
import { shopForFile } from '../launchers/shops'

/**
 * Slow clients against the built server (the probe: 2,000 connections dripping headers and 1,500
 * dripping bodies were all still open after 70 s). Each kind is opened in numbers and must be
 * closed by the server, while the shop answers everyone else; a client that gives up on a slow
 * body is logged once as the client's doing, with no stack.
 */
const CONNECTIONS = 200

test.describe('slow clients', () => {
  test.describe.configure({ mode: 'serial' })
  const shop = shopForFile(() => ({}))

  /** Opens a connection, writes `start`, then one byte every 2 s until the server closes it; resolves when it has. */
  function dripping(start: string, drip: string) {
    const { port } = new URL(shop().url)
    const socket: Socket = connect(Number(port), '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => {})
    const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)))
    socket.on('connect', () => {
      socket.write(start)
      const timer = setInterval(() => socket.writable && socket.write(drip), 2000)
      socket.on('close', () => clearInterval(timer))
    })
    return {
      closed,
      state: {
        get closed() {
          return socket.destroyed
        },
      },
    }
  }

  async function allClosedWhileTheShopAnswers(connections: ReturnType<typeof dripping>[]) {
    // The shop keeps serving while they hang on.
    expect((await fetch(`${shop().url}/healthz`)).status).toBe(200)
    expect((await fetch(`${shop().url}/faq`)).status).toBe(200)
    // Closed by the server (the clients never stop on their own), well before a test's budget.
    await expect.poll(() => connections.filter((c) => !c.state.closed).length, { timeout: 50_000, intervals: [1000] }).toBe(0)
    return Promise.all(connections.map((c) => c.closed))
  }

  test(`${CONNECTIONS} connections dripping their headers are closed`, async () => {
    test.setTimeout(90_000)
    const connections = Array.from({ length: CONNECTIONS }, (_, i) => dripping(`GET /faq?n=${i} HTTP/1.1\r\nHost: shop\r\n`, 'X: 1\r\n'))
    const answers = await allClosedWhileTheShopAnswers(connections)
    // Node answers a request whose headers ran out of time 408, or just closes.
    expect(answers.every((a) => a === '' || a.startsWith('HTTP/1.1 408'))).toBe(true)
    expect(TIMEOUTS.headersMs).toBeLessThanOrEqual(10_000)
  })

  test(`${CONNECTIONS} connections dripping a small body are answered 408 and closed`, async () => {
    test.setTimeout(90_000)
    const connections = Array.from({ length: CONNECTIONS }, (_, i) =>
      dripping(
        `POST /functions/v1/newsletter-signup HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-N: ${i}\r\n\r\n{"email":"`,
        'a',
      ),
    )
    const answers = await allClosedWhileTheShopAnswers(connections)
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 408')).length).toBe(CONNECTIONS)
  })

  test('a client that gives up on its body is logged once as a client abort, never as a failure', async () => {
    const before = shop().output().length
    const { port } = new URL(shop().url)
    const socket = connect(Number(port), '127.0.0.1')
    socket.on('error', () => {})
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()))
    socket.write('POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"Mei",')
    // Its first bytes are read by the function before the client leaves.
    await new Promise((resolve) => setTimeout(resolve, 300))
    socket.destroy()
    const logged = () => shop().output().slice(before)
    await expect.poll(logged).toContain('[functions] send-contact-email: the client closed the connection before sending its whole request')
    // The shop answers on, and the abort was one line: no failure, no stack.
    expect((await fetch(`${shop().url}/healthz`)).status).toBe(200)
    const lines = logged().split('\n').filter(Boolean)
    expect(lines.filter((l) => l.includes('send-contact-email'))).toHaveLength(1)
    expect(logged()).not.toMatch(/failed:|^\s+at /m)
  })
})
