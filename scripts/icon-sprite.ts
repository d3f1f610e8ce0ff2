// Writes public/icons.svg, the sprite of the icons the shop draws (app/components/icon-names.ts),
// from the icon data of the installed lucide-react: one <symbol> per icon, its id the Lucide name.
// `npm run icons` after adding a name; app/components/icon.test.ts checks the file is current.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { ICON_NAMES } from '../app/components/icon-names'

export const SPRITE_PATH = 'public/icons.svg'

type IconNode = [tag: string, attributes: Record<string, string | number>][]

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Lucide's drawing of one icon: its elements with their attributes (React's `key` left out). */
async function iconNode(name: string): Promise<IconNode> {
  const file = createRequire(import.meta.url).resolve(`lucide-react/icons/${name}`)
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } }
  if (!module.__iconData) throw new Error(`lucide-react has no icon data for "${name}"`)
  return module.__iconData.node
}

/** The sprite's text for these icon names. */
export async function iconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const elements = (await iconNode(name)).map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => ` ${key}="${escape(value)}"`)
          .join('')
        return `<${tag}${attrs}/>`
      })
      return `<symbol id="${name}" viewBox="0 0 24 24">${elements.join('')}</symbol>`
    }),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Lucide icons (ISC license, lucide.dev), written by scripts/icon-sprite.ts -->\n${symbols.join('\n')}\n</svg>\n`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SPRITE_PATH, await iconSprite())
  console.log(`${SPRITE_PATH}: ${ICON_NAMES.length} icons`)
}
