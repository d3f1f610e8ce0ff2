import { once } from 'node:events'
import { createServer, request, type Server } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { applyIdleTimeout, serverTimeoutOptions, TIMEOUTS, withBodyDeadline, withIdleDeadlineOnClient } from './timeouts'

// Short deadlines, so a test shows in a moment what the shop's do in seconds.
const timeouts = { ...TIMEOUTS, idleMs: 100 }
let server: Server | undefined
afterEach(() => server?.close())

/** A server with the shop's deadlines whose handler reads the whole body (as the shop's actions do), then answers through `answer`. */
async function serve(answer: (finish: () => void) => void) {
  server = createServer(
    serverTimeoutOptions(timeouts),
    withIdleDeadlineOnClient(
      withBodyDeadline((req, res) => {
        req.resume()
        req.once('end', () => answer(() => res.end('done')))
      }, timeouts),
      timeouts,
    ),
  )
  applyIdleTimeout(server, timeouts)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

describe('the idle deadline', () => {
  it('never cuts off a request the server itself keeps waiting longer than the deadline', async () => {
    // The answer comes after four idle deadlines have passed with nothing sent either way.
    const port = await serve((finish) => setTimeout(finish, timeouts.idleMs * 4))
    const body = await new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/cdn/shop/files/mat.png' }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve(text))
      })
        .on('error', reject)
        .end()
    })
    expect(body).toBe('done')
  })

  it('still closes a connection that sends nothing', async () => {
    const port = await serve((finish) => finish())
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => {})
    await once(socket, 'close')
    expect(socket.destroyed).toBe(true)
  })

  it('still closes a connection that stops in the middle of its body', async () => {
    let answered = false
    const port = await serve((finish) => {
      answered = true
      finish()
    })
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => {})
    socket.write('POST /contact HTTP/1.1\r\nHost: shop\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nname=')
    await once(socket, 'close')
    expect(answered).toBe(false)
  })
})
