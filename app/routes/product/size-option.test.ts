import { describe, expect, it } from 'vitest'
import { sizeGuide } from '~/content/size-guide'
import { sizeGuide as zhHk } from '~/content/locales/zh-hk/size-guide'
import { sizeOptionOf } from './size-option'

const rows = sizeGuide.groups.flatMap((g) => g.rows)

describe('the option the size guide is for', () => {
  it('is the sized option whatever the store names it in the language', () => {
    const sheet = { handle: 'premium-earthing-flat-sheet', options: [{ name: '尺寸', values: ['單人', '雙人', '特大雙人'] }] }
    expect(
      sizeOptionOf(
        sheet,
        'sheet',
        zhHk.groups.flatMap((g) => g.rows),
      ),
    ).toBe('尺寸')
    expect(sizeOptionOf({ ...sheet, options: [{ name: 'Ukuran', values: ['Single', 'Queen', 'King'] }] }, 'sheet', rows)).toBe('Ukuran')
  })

  it("is the one with the guide's sizes beside another option, wherever it is", () => {
    const yoga = {
      handle: 'earthing-yoga-mat',
      options: [
        { name: 'Warna', values: ['Hijau Hutan', 'Pasir', 'Abu Batu', 'Biru Laut', 'Terakota'] },
        { name: 'Ukuran', values: ['Standar (183 x 61 cm)', 'Panjang (200 x 66 cm)', 'Lebar (183 x 80 cm)'] },
      ],
    }
    expect(sizeOptionOf(yoga, 'mat', rows)).toBe('Ukuran')
  })

  it("is a kit's first option, and no option of a product the guide does not size", () => {
    expect(sizeOptionOf({ handle: 'grounding-sleep-starter-kit', options: [{ name: 'Saiz', values: ['Queen', 'King'] }] }, 'kit', rows)).toBe('Saiz')
    expect(sizeOptionOf({ handle: 'earthing-cord', options: [{ name: 'Panjang', values: ['3 m', '5 m', '10 m'] }] }, 'accessory', rows)).toBeNull()
  })
})
