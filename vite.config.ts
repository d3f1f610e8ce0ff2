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
    },
  },
})
