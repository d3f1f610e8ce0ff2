import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { chunkGroups } from './chunks.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      // The framework and the layout's modules in a file each (see chunks.ts).
      output: { codeSplitting: { groups: chunkGroups } },
      // Rolldown reports slow plugins whenever a build takes long, which on a busy machine is
      // every build: a warning about the machine, not the code.
      checks: { bundlerTimings: false },
    },
  },
  environments: {
    // The server loads every module at start, so a lazy import there splits nothing, and
    // Rolldown's note that one (the root's lazy not-found view) does not is no news.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
})
