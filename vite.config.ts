import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * React Router 7 starts a child Vite compiler with `envFile: false`, which Vite 8 reports as
 * deprecated on every build (fixed only in React Router 8). Its plugins include this one, which
 * gives Vite the replacement setting it names.
 */
const envDirInsteadOfEnvFile: Plugin = {
  name: 'env-dir-instead-of-env-file',
  config(config) {
    // Vite 8's types no longer list the option it still reads.
    const legacy = config as { envFile?: boolean }
    if (legacy.envFile === false) {
      delete legacy.envFile
      config.envDir = false
    }
  },
}

/**
 * Modules the root layout (header, footer, cart badge) imports load on every page anyway. Routes
 * share some of them too, so the bundler would cut each into a file of its own (a dozen files of a
 * few hundred bytes, each gzipped on its own). Kept in one file, the first visit downloads less.
 */
const SHELL_ICONS = ['mail', 'map-pin', 'phone', 'chevron-down', 'star', 'search']
const shellModule = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser|clsx|zustand)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)\.`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](${SHELL_ICONS.join('|')})\.m?js$`,
    String.raw`[\\/]app[\\/](content[\\/](shop|pages|navigation)|components[\\/](logo|not-found|ui[\\/]button)|features[\\/]cart[\\/]store|lib[\\/](toast|cn|money|seo))\.tsx?$`,
  ].join('|'),
)

export default defineConfig({
  plugins: [envDirInsteadOfEnvFile, tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', test: shellModule }] } },
    },
  },
})
