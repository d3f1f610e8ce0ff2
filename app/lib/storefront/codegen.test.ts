import { readFileSync } from 'node:fs'
import { generate } from '@graphql-codegen/cli'
import { expect, it } from 'vitest'
import config, { generatedTypes } from '../../../codegen'

it('the committed Storefront API types are those the queries generate (`npm run codegen`)', async () => {
  const [output] = await generate({ ...config, silent: true }, false)
  expect(output?.filename).toMatch(generatedTypes)
  expect(readFileSync(generatedTypes, 'utf8') === output?.content, `${generatedTypes} is out of date: run npm run codegen`).toBe(true)
}, 60_000)
