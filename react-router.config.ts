import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  // The whole route manifest ships in the page (about twenty routes): a tap on any link navigates at
  // once, with no `/__manifest` request first to discover its route.
  routeDiscovery: { mode: 'initial' },
  future: {
    // No code change needed: these only change how the build is made and how data URLs are spelt.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Both change what every loader and action receives (`context` becomes a RouterContextProvider;
    // `request.url` keeps `.data` and `_routes`), which the routes and the page cache read today.
    // Adopted with the move to React Router 8, which needs Node 22.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config
