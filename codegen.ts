/**
 * The Storefront API's answer types, generated from the operations the app sends
 * (app/lib/storefront/queries.ts) against Shopify's 2025-07 schema: `npm run codegen`.
 * A test (app/lib/storefront/codegen.test.ts) fails when the committed file is behind the queries.
 */
import type { CodegenConfig } from '@graphql-codegen/cli'
import { pluckConfig, preset } from '@shopify/graphql-codegen'

export const schema = 'node_modules/.cache/storefront-schema/2025-07.json'
export const generatedTypes = 'app/lib/storefront/storefront-api.generated.d.ts'

export default {
  overwrite: true,
  pluckConfig,
  generates: {
    [generatedTypes]: {
      preset,
      schema,
      documents: ['app/lib/storefront/fragments.ts', 'app/lib/storefront/queries.ts'],
      // The scalars as JSON carries them (Hydrogen's mapping); the preset leaves them `unknown`.
      config: {
        scalars: { Color: 'string', DateTime: 'string', Decimal: 'string', HTML: 'string', ISO8601DateTime: 'string', URL: 'string', UnsignedInt64: 'string' },
      },
      presetConfig: {
        skipTypenameInOperations: true,
        interfaceExtension: ({ queryType, mutationType }: { queryType: string; mutationType: string }) => `
declare module './client' {
  interface StorefrontQueries extends ${queryType} {}
  interface StorefrontMutations extends ${mutationType} {}
}
`,
      },
    },
  },
} as CodegenConfig // the preset's own types predate the CLI's
