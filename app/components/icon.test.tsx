// @vitest-environment happy-dom
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { iconSprite, SPRITE_PATH } from '../../scripts/icon-sprite'
import { Icon, ICON_SPRITE } from './icon'
import { ICON_NAMES } from './icon-names'

const appFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return appFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'icon-names.ts' ? [file] : []
  })

describe('the icon sprite', () => {
  it('is the one the script writes from the names (run `npm run icons` after changing them)', async () => {
    expect(readFileSync(SPRITE_PATH, 'utf8')).toBe(await iconSprite(ICON_NAMES))
  })

  it('holds only icons the shop draws', () => {
    const source = appFiles('app')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    const unused = ICON_NAMES.filter((name) => !source.includes(`'${name}'`) && !source.includes(`"${name}"`))
    expect(unused).toEqual([])
  })

  it('has one symbol per name', () => {
    const ids = [...readFileSync(SPRITE_PATH, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual([...ICON_NAMES])
  })
})

describe('Icon', () => {
  it('draws the named symbol of the sprite and is hidden from assistive technology', () => {
    const { container } = render(<Icon name="search" className="size-4" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('class')).toBe('icon size-4')
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE}#search`)
  })

  it('is announced when it is given a label', () => {
    const { getByRole } = render(<Icon name="star" role="img" aria-label="Rated 5 of 5" />)
    expect(getByRole('img', { name: 'Rated 5 of 5' }).hasAttribute('aria-hidden')).toBe(false)
  })
})
