// Makes Shopify's Storefront API schemas available to the tests: 2025-07, the shop's, and
// the one the shop is built on, and 2026-04, the newest @shopify/hydrogen-react ships, which the
// shop's operations are checked against too. Each ships inside @shopify/hydrogen-react, which cannot
// be installed beside Vite 8, so it is unpacked from the registry's tarball into node_modules/.cache once.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const SCHEMAS = [
  { version: '2025-07', package: '@shopify/hydrogen-react@2025.7.2' },
  { version: '2026-04', package: '@shopify/hydrogen-react@2026.4.4' },
]
export const schemaPath = path.resolve('node_modules/.cache/storefront-schema/2025-07.json')

for (const schema of SCHEMAS) {
  const target = path.resolve(`node_modules/.cache/storefront-schema/${schema.version}.json`)
  if (existsSync(target)) continue
  const work = mkdtempSync(path.join(tmpdir(), 'storefront-schema-'))
  try {
    const tarball = execFileSync('npm', ['pack', schema.package, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop()
    execFileSync('tar', ['-xzf', tarball, 'package/storefront.schema.json'], { cwd: work })
    mkdirSync(path.dirname(target), { recursive: true })
    renameSync(path.join(work, 'package/storefront.schema.json'), target)
    console.log(`Storefront schema ${schema.version} unpacked to ${target}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
