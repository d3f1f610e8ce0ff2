import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { ConfigError, loadConfig, type Config } from './config'
import { createApp } from './server/app'
import { createStorefront } from './server/storefront'

/** Composition root: reads the configuration, mounts the shop and serves it until SIGTERM. */
async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const storefront = createStorefront(config)
  let listener: (req: IncomingMessage, res: ServerResponse) => void
  if (config.mode === 'production') {
    const buildUrl = pathToFileURL(path.resolve('build/server/index.js')).href
    const build = (await import(buildUrl)) as ServerBuild
    const app = createApp({ config, build, storefront, clientDir: path.relative(process.cwd(), path.resolve('build/client')) })
    listener = getRequestListener(app.fetch)
  } else {
    const vite = await import('vite').then((v) =>
      v.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
    )
    const app = createApp({
      config,
      storefront,
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    })
    const honoListener = getRequestListener(app.fetch)
    listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res))
  }

  const server = createServer(listener)
  server.listen(config.port, () => {
    console.log(`Shop ready on ${config.siteUrl} (${config.mode}, port ${config.port})`)
  })

  // Finish in-flight requests, then exit; give up after 10 s.
  const shutdown = (signal: string) => {
    console.log(`${signal} received: closing the server`)
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}

void main()
