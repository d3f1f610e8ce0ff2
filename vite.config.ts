import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { chunkGroups, compileHint, loadedByEveryPage } from './chunks.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // A lazy import's preload list (written out in each chunk with lazy imports) leaves out the files
    // every page has loaded before any of them runs, and the imported file itself, which the import
    // asks for anyway: a list left empty is not written out at all.
    modulePreload: { resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !loadedByEveryPage(dep)) },
    rolldownOptions: {
      // The framework and the layout's modules in a file each (see chunks.ts).
      // The framework's file compiled as it loads, not in the first tap (chunks.ts, decision 110 (098)).
      output: { codeSplitting: { groups: chunkGroups }, postBanner: compileHint },
      // The copy in app/content is data: a module read only by a loader (stripped from the
      // browser's build) leaves the browser's build with it, as the route modules' comments say.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]app[\\/]content[\\/]/.test(id) },
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
