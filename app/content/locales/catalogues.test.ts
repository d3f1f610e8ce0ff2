import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyProblems } from '../../../tests/helpers/copy-structure'
import { translatedLocales } from './translation'

/**
 * Each locale's copy module against the English one it translates: the same exports, keys and
 * array lengths, the same ids, URLs and numbers, and a function for each function taking as many
 * values. A module's logic (a helper it exports) is re-exported from English, so it compares equal.
 */
const englishModules = import.meta.glob(['../*.ts', '../policies/*.ts', '!../*.test.ts', '!../**/*.test.ts'])
const localeModules = import.meta.glob(['./*/*.ts', './*/policies/*.ts', '!./**/*.test.ts'])

describe('translated copy', () => {
  for (const locale of translatedLocales) {
    const files = Object.keys(localeModules).filter((f) => f.startsWith(`./${locale}/`))
    if (files.length === 0) continue
    describe(locale, () => {
      for (const file of files) {
        const english = `../${file.slice(`./${locale}/`.length)}`
        it(`${file.slice(2)} translates ${english.slice(3)} whole`, async () => {
          expect(englishModules[english], `${english} has no English module`).toBeDefined()
          const [en, tr] = await Promise.all([englishModules[english]!(), localeModules[file]!()])
          expect(copyProblems(en, tr, path.basename(file, '.ts'))).toEqual([])
        })
      }
    })
  }
})
