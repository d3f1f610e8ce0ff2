import { readFileSync } from 'node:fs'
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql'

/** Shopify's real Storefront API 2025-07 schema (unpacked by scripts/storefront-schema.mjs). */
export function realStorefrontSchema(): GraphQLSchema {
  const path = 'node_modules/.cache/storefront-schema/2025-07.json'
  let json: { __schema: IntrospectionQuery['__schema'] }
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    throw new Error(`${path} is missing: run "node scripts/storefront-schema.mjs" (npm test does it first)`)
  }
  return buildClientSchema({ __schema: json.__schema })
}
