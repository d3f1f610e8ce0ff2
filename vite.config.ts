import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { chunkGroups } from './chunks.ts'

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

export default defineConfig({
  plugins: [envDirInsteadOfEnvFile, tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      // The framework and the layout's modules in a file each (see chunks.ts).
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
})
