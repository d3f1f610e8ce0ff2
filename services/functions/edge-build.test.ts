import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFunctions, EDGE_PACKAGES } from '../../scripts/build-functions'
import { edgeFunctionNames } from './edge'

describe('the deployable functions', () => {
  it('are built from services/ with the package versions package.json pins, as committed', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'functions-build-'))
    try {
      const { imported } = await buildFunctions(out)
      expect(imported.every((name) => (EDGE_PACKAGES as readonly string[]).includes(name))).toBe(true)
      const backend = await readFile(path.join(out, '_shared/backend.js'), 'utf8')
      // Nothing of the shop's server reaches the Edge: no PGlite, no sharp, no data folder.
      expect(backend).not.toMatch(/@electric-sql\/pglite|from "sharp"|node:fs/)
      const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { dependencies: Record<string, string> }
      for (const name of edgeFunctionNames) {
        const built = await readFile(path.join(out, name, 'deno.json'), 'utf8')
        expect(await readFile(path.join('supabase/functions', name, 'deno.json'), 'utf8')).toBe(built)
        expect(JSON.parse(built).imports.zod).toBe(`npm:zod@${pkg.dependencies.zod}`)
      }
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  })
})
