import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/** The layout's rules (docs/decisions/007-layout-enforced-by-lint.md) as the linter applies them to a new file. */
const cases: Array<[file: string, source: string, allowed: boolean]> = [
  ['app/lib/new.ts', "import { brand } from '#shared/shop'", true],
  ['app/routes/new.tsx', "import { addToCart } from '~/features/cart/add-to-cart'", true],
  ['services/functions/new.ts', "import { contactSchema } from '../../shared/schemas/contact'", true],
  ['server/new.ts', "import { openDb } from '../services/db'", true],
  ['app/lib/new.test.ts', "import { openDb } from '../../services/db'", true],
  ['app/routes/new.tsx', "import { openDb } from '../../services/db'", false],
  ['app/lib/new.ts', "import { addToCart } from '~/features/cart/add-to-cart'", false],
  ['app/components/new.tsx', "import { loader } from '~/routes/product/route'", false],
  ['app/content/new.ts', "import { ProductCard } from '~/features/catalog/product-card'", false],
  ['app/features/cart/new.ts', "import { loader } from '~/routes/product/route'", false],
  ['services/functions/new.ts', "import { claims } from '../../app/content/claims'", false],
  ['services/mail/new.ts', "import { loadConfig } from '../../config'", false],
  ['services/db/new.ts', "import { brand } from '../../shared/shop'", false],
  ['shared/new.ts', "import { claims } from '../app/content/claims'", false],
  ['tests/e2e/new.spec.ts', "import { startShop } from '../../scripts/lib/shop-process'", true],
  ['scripts/new.ts', "import { startShop } from './lib/shop-process'", true],
  ['scripts/new.ts', "import { fakeStore } from '../tests/fakes/fake-store'", false],
  ['app/lib/new.ts', "import { fakeStore } from '../../tests/fakes/fake-store'", false],
  ['services/functions/new.ts', "import { fakeStore } from '../../tests/fakes/fake-store'", false],
  ['server/new.ts', "import { startShop } from '../scripts/lib/shop-process'", false],
  ['services/functions/new.test.ts', "import { fakeStore } from '../../tests/fakes/fake-store'", true],
]

describe('the layout as lint rules', () => {
  const eslint = new ESLint()
  // The first lint loads the TypeScript resolver and parser: seconds on a busy machine.
  beforeAll(() => eslint.lintText('export {}\n', { filePath: 'app/lib/warm-up.ts' }))

  it.each(cases)(
    '%s: %s (allowed: %s)',
    async (filePath, source, allowed) => {
      const [result] = await eslint.lintText(`${source}\nexport const used = [${source.match(/\{ (\w+) \}/)![1]}]\n`, { filePath })
      expect(result!.messages.filter((m) => m.fatal)).toEqual([])
      const broken = result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies')
      expect(broken.length === 0).toBe(allowed)
    },
    30_000,
  )
})
