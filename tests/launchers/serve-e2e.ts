/**
 * The browser tests' main server (Playwright's `webServer`): the built shop on the suite's port.
 * Playwright waits for /healthz itself; this wrapper makes a failed start print the server's
 * output and exit at once, and passes Playwright's stop on to the shop.
 */
import { spawnShop, waitForReady, whenOrphaned } from '../../scripts/lib/shop-process'

const { PORT = '', DATA_DIR } = process.env
// PORT goes to the server as given, so a bad value gets the server's own message.
// It creates its database itself, as on a fresh machine; the other test shops start on a copy.
const shop = await spawnShop({ port: Number(PORT) || undefined, createDatabase: true, env: { PORT, ...(DATA_DIR ? { DATA_DIR } : {}) } })
let stopping = false
const stopAll = () => {
  stopping = true
  void shop.stop().then(() => process.exit(0))
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, stopAll)
whenOrphaned(stopAll)
try {
  await waitForReady(shop)
} catch (error) {
  if (!stopping) {
    console.error((error as Error).message)
    await shop.stop()
    process.exit(1)
  }
}
console.log(`e2e shop ready on ${shop.url}`)
void shop.exited().then(([code, signal]) => {
  if (stopping) return
  // Gone while the tests still need it: say why, so the failing tests are explained.
  console.error(`The e2e shop exited (code ${code}, signal ${signal}). Its output:\n${shop.output().slice(-8000)}`)
  process.exit(1)
})
