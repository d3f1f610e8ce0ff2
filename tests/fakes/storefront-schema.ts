import { readFileSync } from 'node:fs'
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql'

/** The versions whose published schema the tests read: the shop's, and the newest Hydrogen ships. */
export const CHECKED_VERSIONS = ['2025-07', '2026-04'] as const

/** Shopify's real Storefront API schema, 2025-07 unless asked (unpacked by scripts/storefront-schema.mjs). */
export function realStorefrontSchema(version: (typeof CHECKED_VERSIONS)[number] = '2025-07'): GraphQLSchema {
  const path = `node_modules/.cache/storefront-schema/${version}.json`
  let json: { __schema: IntrospectionQuery['__schema'] }
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    throw new Error(`${path} is missing: run "node scripts/storefront-schema.mjs" (npm test does it first)`)
  }
  return buildClientSchema({ __schema: json.__schema })
}
