// Writes .br and .gz beside every compressible file of the client build, so the server can
// send Brotli or gzip without compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const br = promisify(brotliCompress)
const gz = promisify(gzip)
const root = process.argv[2] ?? 'build/client'
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/

let count = 0
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const data = await readFile(file)
  if (data.length < 1024) continue
  await writeFile(`${file}.br`, await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  await writeFile(`${file}.gz`, await gz(data, { level: 9 }))
  count++
}
console.log(`precompressed ${count} files in ${root}`)
