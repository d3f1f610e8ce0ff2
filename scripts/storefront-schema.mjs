// Makes Shopify's Storefront API 2025-07 schema available to the tests. It ships inside
// @shopify/hydrogen-react, which cannot be installed beside Vite 8, so it is unpacked from the
// registry's tarball into node_modules/.cache once.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const PACKAGE = '@shopify/hydrogen-react@2025.7.2'
export const schemaPath = path.resolve('node_modules/.cache/storefront-schema/2025-07.json')

if (!existsSync(schemaPath)) {
  const work = mkdtempSync(path.join(tmpdir(), 'storefront-schema-'))
  try {
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop()
    execFileSync('tar', ['-xzf', tarball, 'package/storefront.schema.json'], { cwd: work })
    mkdirSync(path.dirname(schemaPath), { recursive: true })
    renameSync(path.join(work, 'package/storefront.schema.json'), schemaPath)
    console.log(`Storefront schema unpacked to ${schemaPath}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
