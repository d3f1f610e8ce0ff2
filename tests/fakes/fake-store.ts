import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { leaveIdleConnectionsToTheClient } from '../helpers/idle-connections'

/** A fake of the store's API on loopback, answering however the test says. */
export async function fakeStore(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = leaveIdleConnectionsToTheClient(createServer(answer))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      // Keep-alive connections from the shop would hold `close` open until they time out.
      server.closeAllConnections()
      return new Promise<void>((r) => server.close(() => r()))
    },
  }
}
