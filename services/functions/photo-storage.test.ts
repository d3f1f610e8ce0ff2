import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDb, reviewPhotos } from '../db'
import { testTargets } from '../db/testing'
import { databasePhotoStorage } from './database-photos'
import { folderPhotoStorage, type PhotoStorage } from './photos'

/** Every byte value, then noise: a photo's bytes must come back exactly. */
const photoBytes = (size: number) => {
  const data = Buffer.alloc(size)
  for (let i = 0; i < size; i++) data[i] = i < 256 ? i : (i * 2654435761) >>> 24
  return data
}

/** What every photo storage does, whatever keeps the bytes. */
function behavesAsPhotoStorage(storage: () => PhotoStorage) {
  it('gives back exactly what was stored, with its type', async () => {
    const data = photoBytes(3 * 1024 * 1024)
    await storage().put('9b2f3c1e-0000-4000-8000-000000000001/1.jpg', data, 'image/jpeg')
    const found = await storage().get('9b2f3c1e-0000-4000-8000-000000000001/1.jpg')
    expect(found?.contentType).toBe('image/jpeg')
    expect(Buffer.isBuffer(found?.data)).toBe(true)
    expect(found!.data.equals(data)).toBe(true)
  })

  it('refuses a key already taken, keeping the first photo', async () => {
    const key = '9b2f3c1e-0000-4000-8000-000000000002/1.png'
    await storage().put(key, Buffer.from('first'), 'image/png')
    await expect(storage().put(key, Buffer.from('second'), 'image/png')).rejects.toThrow()
    expect((await storage().get(key))?.data.toString()).toBe('first')
  })

  it('removes the photos of a review, and nothing else', async () => {
    const keys = ['9b2f3c1e-0000-4000-8000-000000000003/1.png', '9b2f3c1e-0000-4000-8000-000000000003/2.webp']
    const other = '9b2f3c1e-0000-4000-8000-000000000004/1.gif'
    for (const key of [...keys, other]) await storage().put(key, Buffer.from(key), 'image/png')
    await storage().remove(keys)
    await storage().remove([])
    for (const key of keys) expect(await storage().get(key)).toBeNull()
    expect((await storage().get(other))?.data.toString()).toBe(other)
  })

  it('answers null for a photo never stored', async () => {
    expect(await storage().get('9b2f3c1e-0000-4000-8000-00000000ffff/1.jpg')).toBeNull()
  })
}

describe('folder photo storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'groundwell-photo-storage-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  behavesAsPhotoStorage(() => folderPhotoStorage(root))
})

for (const target of testTargets()) {
  describe.skipIf(target.skip)(`database photo storage (${target.name})`, () => {
    let database: Database
    beforeAll(async () => {
      database = await target.open()
    })
    afterAll(() => database?.close())
    behavesAsPhotoStorage(() => databasePhotoStorage(database.db))

    it('keeps the photos in the table every server copy reads', async () => {
      await databasePhotoStorage(database.db).put('9b2f3c1e-0000-4000-8000-000000000005/1.avif', Buffer.from('avif'), 'image/avif')
      const rows = await database.db.select({ key: reviewPhotos.key, contentType: reviewPhotos.contentType }).from(reviewPhotos)
      expect(rows).toContainEqual({ key: '9b2f3c1e-0000-4000-8000-000000000005/1.avif', contentType: 'image/avif' })
    })
  })
}

describe('database photo storage across two connections to one Postgres', () => {
  const url = process.env.TEST_DATABASE_URL?.trim()
  it.skipIf(!url)('a photo stored through one pool is read through another', async () => {
    const schema = `photos_${process.pid}_${Date.now().toString(36)}`
    const [a, b] = [await openDb({ databaseUrl: url, schema }), await openDb({ databaseUrl: url, schema })]
    try {
      const data = photoBytes(1024 * 1024)
      await databasePhotoStorage(a.db).put('9b2f3c1e-0000-4000-8000-000000000006/1.jpg', data, 'image/jpeg')
      expect((await databasePhotoStorage(b.db).get('9b2f3c1e-0000-4000-8000-000000000006/1.jpg'))?.data.equals(data)).toBe(true)
    } finally {
      await a.close()
      await b.close()
      const { default: pg } = await import('pg')
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`drop schema if exists "${schema}" cascade`).finally(() => admin.end())
    }
  })
})
